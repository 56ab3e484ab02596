import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Loading } from './loading.tsx';

const meta = { title: 'UI/Loading', component: Loading } satisfies Meta<typeof Loading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading player…' } };
