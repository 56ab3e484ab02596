import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LibraryPage } from './library-page.tsx';

const meta = {
  title: 'mf-library/LibraryPage',
  component: LibraryPage,
} satisfies Meta<typeof LibraryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedIn: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1', email: 'listener@hifi.test' } } as Session,
    });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  },
};
