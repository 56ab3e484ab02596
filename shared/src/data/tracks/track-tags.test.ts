import { expect, it } from 'vitest';
import { shownTrackTags, TRACK_TAG_MAX, trackTags } from './track-tags.ts';

it("keys an upload's tags as the worker does and leaves out the empty ones", () => {
  expect(trackTags({ artist: ' Ada Quartet ', album: 'Night Pieces', trackNumber: '3', date: '' })).toEqual({
    ARTIST: 'Ada Quartet',
    ALBUM: 'Night Pieces',
    TRACKNUMBER: '3',
  });
});

it('is null when the file had none', () => {
  expect(trackTags({})).toBeNull();
  expect(trackTags({ artist: '  ', album: '\u0000' })).toBeNull();
});

it('cuts a value to what the column takes, by characters', () => {
  const tags = trackTags({ album: 'é'.repeat(TRACK_TAG_MAX + 20) });
  expect([...(tags?.ALBUM ?? '')]).toHaveLength(TRACK_TAG_MAX);
});

it("shows a row's tags in order with their labels, ignoring anything else", () => {
  expect(shownTrackTags({ DATE: '2019', ARTIST: 'Ada', GENRE: 'Jazz', ALBUM: 7 })).toEqual([
    { key: 'ARTIST', label: 'Artist', value: 'Ada' },
    { key: 'DATE', label: 'Date', value: '2019' },
  ]);
  expect(shownTrackTags(null)).toEqual([]);
});
