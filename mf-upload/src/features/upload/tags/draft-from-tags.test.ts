import { expect, it } from 'vitest';
import { draftFromTags } from './draft-from-tags.ts';

it('takes the title, splits and cleans the genres, and keeps artist, album, track and date', () => {
  expect(
    draftFromTags({
      title: '  Blue in Green ',
      artist: 'Miles Davis',
      album: 'Kind of Blue',
      genre: ['Jazz; Modal', 'jazz', ' '],
      track: { no: 3, of: 5 },
      date: '1959-08-17',
    }),
  ).toEqual({
    title: 'Blue in Green',
    selectedGenres: ['Jazz', 'Modal'],
    tags: { artist: 'Miles Davis', album: 'Kind of Blue', trackNumber: '3', date: '1959-08-17' },
  });
});

it('gives nothing for missing or blank tags, and the year when there is no date', () => {
  expect(draftFromTags({})).toEqual({ tags: {} });
  expect(draftFromTags({ title: ' ', genre: [], track: { no: null }, year: 1971 })).toEqual({
    tags: { date: '1971' },
  });
});
