/**
 * The file's own tags a track keeps (audio_files.tags): keyed as the worker keys what it reads
 * from the stored file (track_analyses.tags), so the two read alike.
 */
export const TRACK_TAG_KEYS = ['ARTIST', 'ALBUM', 'TRACKNUMBER', 'DATE'] as const;
export type TrackTagKey = (typeof TRACK_TAG_KEYS)[number];
export type TrackTags = Partial<Record<TrackTagKey, string>>;

/** What audio_files.tags holds per value at most (its check constraint). */
export const TRACK_TAG_MAX = 500;

/** The labels the track page shows them under, in that order. */
export const TRACK_TAG_LABELS: Record<TrackTagKey, string> = {
  ARTIST: 'Artist',
  ALBUM: 'Album',
  TRACKNUMBER: 'Track number',
  DATE: 'Date',
};

/**
 * What an upload's tags (as read in the browser) become on the track: trimmed, without control
 * characters, at most TRACK_TAG_MAX characters each, the empty ones left out. Null when none is left.
 */
export function trackTags(tags: {
  artist?: string;
  album?: string;
  trackNumber?: string;
  date?: string;
}): TrackTags | null {
  const values: Record<TrackTagKey, string | undefined> = {
    ARTIST: tags.artist,
    ALBUM: tags.album,
    TRACKNUMBER: tags.trackNumber,
    DATE: tags.date,
  };
  const kept: TrackTags = {};
  for (const key of TRACK_TAG_KEYS) {
    const value = [...(values[key] ?? '').replace(/\p{Cc}/gu, '').trim()].slice(0, TRACK_TAG_MAX).join('');
    if (value) kept[key] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The tags a row holds, in display order, whatever else the jsonb may carry. */
export function shownTrackTags(tags: unknown): { key: TrackTagKey; label: string; value: string }[] {
  if (!tags || typeof tags !== 'object') return [];
  const record = tags as Record<string, unknown>;
  return TRACK_TAG_KEYS.flatMap((key) => {
    const value = record[key];
    return typeof value === 'string' && value ? [{ key, label: TRACK_TAG_LABELS[key], value }] : [];
  });
}
