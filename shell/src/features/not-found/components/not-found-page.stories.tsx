import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFoundPage } from './not-found-page.tsx';

const meta = {
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  decorators: [(Story) => <MemoryRouter initialEntries={['/no/such/page']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
