import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DashboardPage } from './dashboard-page.tsx';

const meta = {
  title: 'Shell/DashboardPage',
  component: DashboardPage,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
