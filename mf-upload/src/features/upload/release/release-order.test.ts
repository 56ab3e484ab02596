import { emptyReleaseDetails } from '@hifi/shared/release-fields';
import { describe, expect, it } from 'vitest';
import type { TrackDraft } from '../draft/upload-draft.ts';
import { detailsFromTags, discsInOrder, releaseOrder } from './release-order.ts';

const draft = (fileName: string, tags: TrackDraft['tags'] = {}): TrackDraft => ({
  fileId: fileName,
  fileName,
  storageId: `${fileName}.flac`,
  title: '',
  description: '',
  selectedGenres: [],
  tags,
});

describe('releaseOrder', () => {
  it('orders by disc, then track number, then file name with numbers as people read them', () => {
    const drafts = [
      draft('b.flac', { trackNumber: '1', discNumber: '2' }),
      draft('track 10.flac'),
      draft('c.flac', { trackNumber: '3/4' }),
      draft('track 9.flac'),
      draft('a.flac', { trackNumber: '1' }),
    ];
    expect(releaseOrder(drafts).map((d) => d.fileName)).toEqual([
      'a.flac',
      'c.flac',
      'track 9.flac',
      'track 10.flac',
      'b.flac',
    ]);
  });

  it('keeps the disc numbers only while the discs still run in order', () => {
    const one = draft('1', { discNumber: '1' });
    const two = draft('2', { discNumber: '2' });
    expect(discsInOrder([one, two])).toEqual([1, 2]);
    expect(discsInOrder([two, one])).toBeUndefined();
  });
});

describe('detailsFromTags', () => {
  it('takes the title from ALBUM, a full DATE, and the kind from the count', () => {
    const ordered = [1, 2, 3, 4].map((n) => draft(`${n}.flac`, { album: ' Tides ', date: '2026-03-01' }));
    expect(detailsFromTags(ordered, emptyReleaseDetails())).toMatchObject({
      title: 'Tides',
      kind: 'ep',
      releaseDate: '2026-03-01',
    });
    expect(detailsFromTags([draft('x', { date: '2026' })], emptyReleaseDetails())).toMatchObject({
      title: '',
      kind: 'single',
      releaseDate: null,
    });
  });
});
