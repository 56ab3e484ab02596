import { TRACK_SELECT, type Track } from '../tracks/track-shape.ts';

/** Who may read a playlist (docs/product.md#playlists). */
export type PlaylistVisibility = 'public' | 'unlisted' | 'private';

export interface PlaylistPerson {
  id: string;
  username: string | null;
}

export interface PlaylistSummary {
  id: string;
  user_id: string;
  title: string;
  visibility: PlaylistVisibility;
  updated_at: string;
}

/** One appearance of a track in a playlist (the same track may appear twice). */
export interface PlaylistEntry {
  /** playlist_tracks.id: the row moved or removed */
  id: number;
  position: number;
  track: Track;
}

export interface Playlist extends PlaylistSummary {
  description: string | null;
  created_at: string;
  owner: PlaylistPerson | null;
  editors: PlaylistPerson[];
  entries: PlaylistEntry[];
  /** the secret link's token; only the owner and editors read it */
  link: string | null;
}

export const PLAYLIST_SUMMARY_SELECT = 'id, user_id, title, visibility, updated_at' as const;
export const PLAYLIST_SELECT =
  'id, user_id, title, description, visibility, created_at, updated_at, owner:profiles!playlists_user_id_fkey(id, username)' as const;
export const PLAYLIST_MEMBER_SELECT = 'user_id, profiles(id, username)' as const;
export const PLAYLIST_ENTRY_SELECT = `id, position, audio_files(${TRACK_SELECT})` as const;

/** The total of the known durations, in seconds (tracks whose length is unknown add nothing). */
export function playlistDuration(entries: readonly PlaylistEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.track.duration ?? 0), 0);
}

/** Up to four distinct covers for the mosaic, in playlist order. */
export function mosaicCovers(
  entries: readonly PlaylistEntry[],
): { trackId: string; coverPath: string | null; title: string }[] {
  const seen = new Set<string>();
  const covers: { trackId: string; coverPath: string | null; title: string }[] = [];
  for (const { track } of entries) {
    if (seen.has(track.id)) continue;
    seen.add(track.id);
    covers.push({ trackId: track.id, coverPath: track.cover_path ?? null, title: track.title });
    if (covers.length === 4) break;
  }
  return covers;
}

/**
 * The position an entry takes when moved to `to` in `entries` (ordered): halfway between its new
 * neighbours, one below the first or one above the last, so a move writes one row. Null when the
 * neighbours are too close to put anything between them (then every position is written again).
 */
export function positionForMove(entries: readonly PlaylistEntry[], from: number, to: number): number | null {
  const rest = entries.filter((_, i) => i !== from);
  const before = rest[to - 1];
  const after = rest[to];
  if (!before && !after) return entries[from]?.position ?? 1;
  if (!before) return (after as PlaylistEntry).position - 1;
  if (!after) return before.position + 1;
  const middle = (before.position + after.position) / 2;
  return middle > before.position && middle < after.position ? middle : null;
}

/** The entries in their new order after moving `from` to `to`. */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
