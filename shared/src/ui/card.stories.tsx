import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: 'A lossless track, 24-bit / 96 kHz FLAC' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
