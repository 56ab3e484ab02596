import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  argTypes: { variant: { control: 'select', options: ['default', 'outline', 'secondary'] } },
  args: { children: 'FLAC · 24-bit / 96 kHz' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'Ambient' } };
export const Secondary: Story = { args: { variant: 'secondary', children: '3:07' } };
