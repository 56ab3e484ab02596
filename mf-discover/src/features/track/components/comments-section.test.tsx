import type { Session } from '@hifi/shared';
import { hifiStore, sessionAtom } from '@hifi/shared/store-in-tests';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { CommentsSection } from './comments-section.tsx';

afterEach(() => {
  cleanup();
  hifiStore.set(sessionAtom, { status: 'loading' });
});

const comments = [
  {
    id: 2,
    user_id: 'u2',
    content: '<script>alert(1)</script>',
    created_at: '2026-11-03T10:00:00Z',
    at_seconds: 30,
    profiles: { email: 'miles@x.test', username: null },
  },
  {
    id: 1,
    user_id: 'u1',
    content: 'first!',
    created_at: '2026-11-01T10:00:00Z',
    at_seconds: null,
    profiles: { email: 'a@x.test', username: 'ada' },
  },
];

const show = () =>
  render(
    <MemoryRouter>
      <CommentsSection trackId="t" comments={comments} />
    </MemoryRouter>,
  );

it('lists comments as given (newest first) with author, pinned time and date, as text', () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  show();
  const items = screen.getAllByTestId('comment');
  expect(items.map((li) => li.textContent)).toEqual([
    'miles0:30Nov 3, 2026<script>alert(1)</script>',
    'adaNov 1, 2026first!',
  ]);
  expect(document.querySelector('li script')).toBeNull();
  expect(screen.getByText('Please log in to comment')).toBeTruthy();
  expect(screen.queryByPlaceholderText('Add a comment...')).toBeNull();
});

it("keeps 'Post Comment' disabled while the text is blank", () => {
  act(() =>
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1' } } as unknown as Session,
    }),
  );
  show();
  const post = screen.getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;
  expect(post.disabled).toBe(true);
  fireEvent.change(screen.getByPlaceholderText('Add a comment...'), { target: { value: '   ' } });
  expect(post.disabled).toBe(true);
  fireEvent.change(screen.getByPlaceholderText('Add a comment...'), { target: { value: ' nice ' } });
  expect(post.disabled).toBe(false);
});
