import { beforeEach, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, emptyDraft, loadDraft, saveDraft } from './upload-draft.ts';

beforeEach(() => localStorage.clear());

it('round-trips the draft under the key currentUpload and clears it', () => {
  const draft = {
    storageId: 'a.flac',
    fileName: 'a.flac',
    title: 'T',
    description: 'D',
    selectedGenres: ['jazz'],
  };
  saveDraft(draft);
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toEqual(draft);
  expect(loadDraft()).toEqual(draft);
  clearDraft();
  expect(localStorage.getItem('currentUpload')).toBeNull();
  expect(loadDraft()).toEqual(emptyDraft);
});

it('reads a broken or foreign draft as empty, keeping the well-typed fields', () => {
  localStorage.setItem(DRAFT_KEY, '{not json');
  expect(loadDraft()).toEqual(emptyDraft);
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ title: 5, description: 'kept', selectedGenres: ['a', 1] }),
  );
  expect(loadDraft()).toEqual({ ...emptyDraft, description: 'kept', selectedGenres: ['a'] });
});
