import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LinkNotFound } from './link-not-found.tsx';

const meta = {
  title: 'Shell/LinkNotFound',
  component: LinkNotFound,
  decorators: [(Story) => <MemoryRouter initialEntries={['/s/replaced']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof LinkNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
