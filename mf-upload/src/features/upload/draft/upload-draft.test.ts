import { beforeEach, expect, it } from 'vitest';
import { DRAFT_KEY, loadDrafts, saveDrafts, type TrackDraft } from './upload-draft.ts';

beforeEach(() => localStorage.clear());

const draft: TrackDraft = {
  fileId: 'uppy-a/flac-1e-audio/flac-1000-1',
  fileName: 'a.flac',
  storageId: '1b0c.flac',
  title: 'T',
  description: 'D',
  selectedGenres: ['jazz'],
  tags: { artist: 'Ann', trackNumber: '3' },
};

it('round-trips the drafts under the key currentUpload and removes the key when none are left', () => {
  saveDrafts([draft, { ...draft, fileId: 'b', fileName: 'b.wav', storageId: 'c.wav', tags: {} }]);
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toMatchObject({
    drafts: [draft, { fileId: 'b' }],
  });
  expect(loadDrafts()).toEqual([
    draft,
    { ...draft, fileId: 'b', fileName: 'b.wav', storageId: 'c.wav', tags: {} },
  ]);
  saveDrafts([]);
  expect(localStorage.getItem('currentUpload')).toBeNull();
  expect(loadDrafts()).toEqual([]);
});

it('reads a broken or foreign draft as none, keeping the well-typed drafts and fields', () => {
  localStorage.setItem(DRAFT_KEY, '{not json');
  expect(loadDrafts()).toEqual([]);
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ title: 'the single draft of an older version' }));
  expect(loadDrafts()).toEqual([]);
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      drafts: [
        { ...draft, title: 5, selectedGenres: ['a', 1], tags: { album: 7, date: '2024' } },
        { fileId: 'no storage id', fileName: 'x.flac' },
      ],
    }),
  );
  expect(loadDrafts()).toEqual([{ ...draft, title: '', selectedGenres: ['a'], tags: { date: '2024' } }]);
});
