import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SidebarProvider } from '../sidebar-state.tsx';
import { SidebarTrigger } from './sidebar-trigger.tsx';

const meta = {
  title: 'Shell/SidebarTrigger',
  component: SidebarTrigger,
  decorators: [(Story) => <SidebarProvider>{Story()}</SidebarProvider>],
} satisfies Meta<typeof SidebarTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
