import { signedIn } from '@hifi/shared/stories';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LibraryPage } from './library-page.tsx';

const meta = {
  title: 'Library/LibraryPage',
  component: LibraryPage,
} satisfies Meta<typeof LibraryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedIn: Story = {
  beforeEach: signedIn,
};
