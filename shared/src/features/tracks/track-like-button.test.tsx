import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { initSupabase } from '../../client/supabase-client.ts';
import { applyLike } from '../../data/likes/like-cache.ts';
import { likeKeys } from '../../data/likes/liked-ids-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { trackOptions } from '../../data/tracks/track-query.ts';
import type { Session } from '../../index.ts';
import { sessionAtom } from '../../state/session-atom.ts';
import { hifiStore } from '../../state/store.ts';
import { sampleTrack } from './sample-tracks.ts';
import { TrackLikeButton } from './track-like-button.tsx';

beforeAll(() => {
  // Nothing listens on port 9: a read the cache cannot answer fails, as an outage would.
  initSupabase({ url: 'http://127.0.0.1:9', anonKey: 'anon' });
});
afterEach(() => {
  cleanup();
  hifiQueryClient.clear();
  hifiStore.set(sessionAtom, { status: 'loading' });
});

const signIn = () =>
  act(() =>
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u-fan' } } as unknown as Session,
    }),
  );

it("shows the track's count and the listener's heart from the cache, and a like made elsewhere at once", async () => {
  signIn();
  const track = sampleTrack({ likes_count: 5 });
  hifiQueryClient.setQueryData(trackOptions(track.id).queryKey, track);
  hifiQueryClient.setQueryData(likeKeys.ids('u-fan', [track.id]), new Set<string>());
  render(<TrackLikeButton trackId={track.id} />);
  const button = screen.getByRole('button', { name: `Like ${track.title}, 5 likes` });
  expect(button.getAttribute('aria-pressed')).toBe('false');

  // what a card's like does to the one cache before its request returns
  await act(() => applyLike(hifiQueryClient, { trackId: track.id, userId: 'u-fan', liked: true }));
  expect(
    screen.getByRole('button', { name: `Unlike ${track.title}, 6 likes` }).getAttribute('aria-pressed'),
  ).toBe('true');
});

it('shows nothing for a track it cannot read', async () => {
  const { container } = render(<TrackLikeButton trackId="3f1c2a9e-0000-4000-8000-000000000000" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.textContent).toBe('');
});
