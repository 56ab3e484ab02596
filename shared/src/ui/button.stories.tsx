import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Upload' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = { args: { asChild: true, children: <a href="#discover">Discover</a> } };
