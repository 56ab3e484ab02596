/** How the tracks of a batch published as a release are first ordered, and what it is first called. */
import type { ReleaseDetails } from '@hifi/shared';
import type { TrackDraft } from '../draft/upload-draft.ts';

/** A tag's leading number ("3", "3/12"), or undefined. */
const tagNumber = (value: string | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

export const discOf = (draft: TrackDraft) => tagNumber(draft.tags.discNumber) ?? 1;

/** By DISCNUMBER, then TRACKNUMBER (untagged after tagged), then file name as people sort them. */
export function releaseOrder(drafts: readonly TrackDraft[]): TrackDraft[] {
  return [...drafts].sort(
    (a, b) =>
      discOf(a) - discOf(b) ||
      (tagNumber(a.tags.trackNumber) ?? Number.POSITIVE_INFINITY) -
        (tagNumber(b.tags.trackNumber) ?? Number.POSITIVE_INFINITY) ||
      a.fileName.localeCompare(b.fileName, undefined, { numeric: true }),
  );
}

/**
 * The disc numbers to keep with this order: the tags' while the discs still run in order, else
 * none (one disc), since a track moved across discs would otherwise be sorted back.
 */
export function discsInOrder(ordered: readonly TrackDraft[]): number[] | undefined {
  const discs = ordered.map(discOf);
  return discs.every((d, i) => i === 0 || d >= (discs[i - 1] ?? 1)) ? discs : undefined;
}

/** Single for 1–3 tracks, EP for 4–6, album above, as the stores count them. */
export const kindForCount = (count: number): ReleaseDetails['kind'] =>
  count <= 3 ? 'single' : count <= 6 ? 'ep' : 'album';

/** The release's first details from the first track's ALBUM and DATE tags. */
export function detailsFromTags(ordered: readonly TrackDraft[], base: ReleaseDetails): ReleaseDetails {
  const first = ordered[0]?.tags;
  const date = first?.date?.trim() ?? '';
  return {
    ...base,
    title: first?.album?.trim() ?? '',
    kind: kindForCount(ordered.length),
    releaseDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
  };
}
