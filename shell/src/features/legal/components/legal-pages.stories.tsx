import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const meta = {
  title: 'Shell/LegalPages',
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { render: () => <TermsPage /> };
export const Privacy: Story = { render: () => <PrivacyPage /> };
