import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { initSupabase } from '../../client/supabase-client.ts';
import { likeKeys } from '../../data/likes/liked-ids-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { trackOptions } from '../../data/tracks/track-query.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import type { Session } from '../../index.ts';
import { sessionAtom } from '../../state/session-atom.ts';
import { hifiStore } from '../../state/store.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { sampleTrack } from './sample-tracks.ts';
import { TrackCard } from './track-card.tsx';
import { useLikedIds } from './use-liked-ids.ts';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderCard(ui: React.ReactNode, at = '/discover?sort=plays') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {ui}
      <Where />
      <Toaster />
    </MemoryRouter>,
  );
}

/** A card fed from the query cache, as the lists feed it: a like changes what the cache holds. */
function renderCached(track: Track, liked: boolean) {
  hifiQueryClient.setQueryData(trackOptions(track.id).queryKey, track);
  hifiQueryClient.setQueryData(likeKeys.ids('u-fan', [track.id]), new Set(liked ? [track.id] : []));
  return renderCard(<CachedCard id={track.id} />);
}

function CachedCard({ id }: { id: string }) {
  const { data } = useQuery({ ...trackOptions(id), enabled: false }, hifiQueryClient);
  const liked = useLikedIds([id]);
  return data ? <TrackCard track={data} liked={liked.has(id)} /> : null;
}

beforeAll(() => {
  // Nothing listens on port 9: every call fails at the network, as an outage would.
  initSupabase({ url: 'http://127.0.0.1:9', anonKey: 'anon' });
});
afterEach(() => {
  cleanup();
  hifiQueryClient.clear();
  hifiStore.set(sessionAtom, { status: 'loading' });
});

it('links the title to the track page and the uploader to the profile, and shows the facts', () => {
  const track = sampleTrack();
  renderCard(<TrackCard track={track} />);
  expect(screen.getByRole('link', { name: track.title }).getAttribute('href')).toBe(`/audio/${track.id}`);
  expect(screen.getByRole('link', { name: 'ines_field' }).getAttribute('href')).toBe(
    `/profile/${track.user_id}`,
  );
  expect(screen.getByTestId('technical-badge').textContent).toBe('FLAC · 24-bit / 96 kHz');
  expect(screen.getByTestId('duration').textContent).toBe('3:07');
  expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
});

it('renders user text as text, never as HTML', () => {
  renderCard(
    <TrackCard track={sampleTrack({ title: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' })} />,
  );
  expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
  expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  expect(document.querySelector('img')).toBeNull();
});

it('sets ?genre= on the current path when a genre chip is clicked, keeping other parameters', () => {
  renderCard(<TrackCard track={sampleTrack()} />, '/profile/u1?sort=plays');
  fireEvent.click(screen.getByRole('button', { name: 'Filter by Field Recording' }));
  expect(screen.getByTestId('where').textContent).toBe('/profile/u1?sort=plays&genre=Field+Recording');
});

it('shows edit and delete only when the parent enables them', () => {
  const edited: string[] = [];
  renderCard(<TrackCard track={sampleTrack()} onEdit={(t) => edited.push(t.id)} onDelete={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Morning Fog Over the Lake' }));
  expect(edited).toEqual([sampleTrack().id]);
  expect(screen.getByRole('button', { name: 'Delete Morning Fog Over the Lake' })).toBeTruthy();
});

it('asks visitors to sign in instead of liking', async () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  renderCard(<TrackCard track={sampleTrack()} />);
  fireEvent.click(screen.getByRole('button', { name: /^Like Morning Fog Over the Lake, / }));
  expect(await screen.findByText('Please sign in to like tracks')).toBeTruthy();
  expect(screen.getByTestId('like-count').textContent).toBe('7');
});

it('counts a like at once and rolls it back with the error toast when the call fails', async () => {
  act(() =>
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u-fan' } } as unknown as Session,
    }),
  );
  renderCached(sampleTrack({ likes_count: 0 }), false);
  fireEvent.click(screen.getByRole('button', { name: /^Like Morning Fog Over the Lake, / }));
  // One look at the optimistic render: the refused call (a closed port) may roll it back at any moment.
  await waitFor(() => {
    expect(screen.getByTestId('like-count').textContent).toBe('1');
    expect(screen.getByRole('button', { name: /^Unlike Morning Fog Over the Lake, / })).toBeTruthy();
  });
  expect(await screen.findByText('Failed to update like', {}, { timeout: 10_000 })).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('0'));
  expect(screen.getByRole('button', { name: /^Like Morning Fog Over the Lake, / })).toBeTruthy();
});

it('never counts below 0 when unliking a track whose count is already 0', async () => {
  act(() =>
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u-fan' } } as unknown as Session,
    }),
  );
  renderCached(sampleTrack({ likes_count: 0 }), true);
  fireEvent.click(screen.getByRole('button', { name: /^Unlike Morning Fog Over the Lake, / }));
  expect(screen.getByTestId('like-count').textContent).toBe('0');
  await screen.findByText('Failed to update like', {}, { timeout: 10_000 });
});
