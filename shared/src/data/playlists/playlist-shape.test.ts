import { expect, it } from 'vitest';
import type { Track } from '../tracks/track-shape.ts';
import {
  mosaicCovers,
  moveEntry,
  type PlaylistEntry,
  playlistDuration,
  positionForMove,
} from './playlist-shape.ts';

const entry = (
  id: number,
  position: number,
  trackId = `t${id}`,
  duration: number | null = 60,
): PlaylistEntry => ({
  id,
  position,
  // only what these functions read of a track
  track: { id: trackId, title: `T${id}`, duration, cover_path: `c/${trackId}` } as Track,
});

it('a move takes the position between its new neighbours, or past the ends', () => {
  const list = [entry(1, 1), entry(2, 2), entry(3, 3)];
  expect(positionForMove(list, 2, 0)).toBe(0);
  expect(positionForMove(list, 0, 2)).toBe(4);
  expect(positionForMove(list, 2, 1)).toBe(1.5);
  expect(positionForMove(list, 0, 1)).toBe(2.5);
  expect(moveEntry(list, 2, 0).map((e) => e.id)).toEqual([3, 1, 2]);
});

it('asks for renumbering when no number fits between the neighbours', () => {
  const tight = [entry(1, 1), entry(2, 1 + Number.EPSILON), entry(3, 5)];
  expect(positionForMove(tight, 2, 1)).toBeNull();
});

it('sums the known durations and picks four distinct covers in order', () => {
  const list = [
    entry(1, 1),
    entry(2, 2, 't1'),
    entry(3, 3, 't3', null),
    entry(4, 4),
    entry(5, 5),
    entry(6, 6),
  ];
  expect(playlistDuration(list)).toBe(300);
  expect(mosaicCovers(list).map((c) => c.trackId)).toEqual(['t1', 't3', 't4', 't5']);
});
