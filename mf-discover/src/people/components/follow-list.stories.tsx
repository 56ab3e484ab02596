import { signedOut } from '@hifi/shared/stories';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FollowList } from './follow-list.tsx';

const people = [
  { id: 'f1', username: 'ana_records', display_name: 'Ana Lindqvist', followers_count: 1204 },
  { id: 'f2', username: 'ben', display_name: null, followers_count: 0 },
  { id: 'f3', username: 'tape_lind', display_name: 'Marco Lindner', followers_count: 1 },
];

const meta = {
  title: 'People/FollowList',
  component: FollowList,
  beforeEach: signedOut,
  args: {
    direction: 'followers',
    name: 'marco_tape',
    people,
    loading: false,
    loadingMore: false,
    error: null,
    more: true,
    loadMore: fn(),
    retry: fn(),
  },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof FollowList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A profile's followers, newest first, with the next page behind "Show more". */
export const Data: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.loadMore).toHaveBeenCalledOnce();
  },
};
export const Following: Story = { args: { direction: 'following', more: false } };
export const Loading: Story = { args: { people: [], loading: true } };
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Empty: Story = { args: { people: [], more: false } };
export const ErrorState: Story = {
  name: 'Error',
  args: { people: [], error: new Error('offline') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.retry).toHaveBeenCalledOnce();
  },
};
export const Phone: Story = { globals: phone };
