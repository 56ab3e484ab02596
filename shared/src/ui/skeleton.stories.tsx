import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Skeleton } from './skeleton.tsx';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { className: 'h-4 w-48' } };
export const Block: Story = { args: { className: 'h-24 w-80' } };
