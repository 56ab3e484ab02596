/** What a file's own tags give its draft: TITLE, GENRE as chips, and ARTIST/ALBUM/TRACKNUMBER/DISCNUMBER/DATE kept. */
import { addGenre } from '@hifi/shared';
import type { DraftTags, TrackDraft } from '../draft/upload-draft.ts';

/** The part of music-metadata's `common` tags read here. */
export interface CommonTags {
  title?: string;
  artist?: string;
  album?: string;
  genre?: string[];
  track?: { no: number | null; of?: number | null };
  disk?: { no: number | null; of?: number | null };
  date?: string;
  year?: number;
}

const clean = (value: string | undefined) => value?.trim() || undefined;

export function draftFromTags(
  common: CommonTags,
): Partial<Pick<TrackDraft, 'title' | 'selectedGenres' | 'tags'>> {
  // A GENRE may hold several, separated as taggers do ("Jazz; Fusion", "Jazz/Fusion"); taggers
  // also repeat one in another case, which would be two chips.
  const genres = (common.genre ?? [])
    .flatMap((g) => g.split(/[;/,]/))
    .reduce<string[]>(
      (list, g) => (list.some((x) => x.toLowerCase() === g.trim().toLowerCase()) ? list : addGenre(list, g)),
      [],
    );
  const tags: DraftTags = {};
  const artist = clean(common.artist);
  const album = clean(common.album);
  const date = clean(common.date) ?? (common.year ? String(common.year) : undefined);
  if (artist) tags.artist = artist;
  if (album) tags.album = album;
  if (common.track?.no) tags.trackNumber = String(common.track.no);
  if (common.disk?.no) tags.discNumber = String(common.disk.no);
  if (date) tags.date = date;
  const title = clean(common.title);
  return { ...(title ? { title } : {}), ...(genres.length ? { selectedGenres: genres } : {}), tags };
}
