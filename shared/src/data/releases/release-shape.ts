import { VERDICT_SELECT } from '../analysis/analysis-shape.ts';
import type { Database } from '../database.types.ts';
import { TRACK_COLUMNS, type Track } from '../tracks/track-shape.ts';
import { type AlbumGain, albumGain } from './album-gain.ts';
import { type Licence, licenceOf } from './licences.ts';

type ReleaseRow = Database['public']['Tables']['releases']['Row'];

export type ReleaseKind = 'album' | 'ep' | 'single' | 'compilation';
export type Visibility = 'public' | 'unlisted' | 'private';

/** One track of a release, in its place. */
export interface ReleaseEntry {
  disc: number;
  position: number;
  track: Track;
}

export interface Release
  extends Pick<
    ReleaseRow,
    | 'id'
    | 'user_id'
    | 'title'
    | 'release_date'
    | 'description'
    | 'cover_path'
    | 'catalogue_number'
    | 'publish_at'
    | 'created_at'
    | 'likes_count'
  > {
  kind: ReleaseKind;
  visibility: Visibility;
  licence: Licence;
  owner: { id: string; username: string | null } | null;
  /** in disc and track order */
  entries: ReleaseEntry[];
  /** the secret link's token; only the owner reads it */
  link: string | null;
  /** one gain for the whole release ("Play release" plays it so); null until every track is measured */
  albumGain: AlbumGain | null;
}

export const RELEASE_SELECT =
  'id, user_id, title, kind, release_date, description, cover_path, catalogue_number, licence, visibility, publish_at, created_at, likes_count, owner:profiles!releases_user_id_fkey(id, username)' as const;

export const KIND_LABELS: Record<ReleaseKind, string> = {
  album: 'Album',
  ep: 'EP',
  single: 'Single',
  compilation: 'Compilation',
};

/** The total of the known durations, in seconds. */
export function releaseDuration(entries: readonly ReleaseEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.track.duration ?? 0), 0);
}

/** A release row as read, with its entries, in the shape the pages use. */
export function toRelease(
  row: Omit<Release, 'kind' | 'visibility' | 'licence' | 'entries' | 'link' | 'albumGain'> & {
    kind: string;
    visibility: string;
    licence: string;
  },
  entries: ReleaseEntry[],
  link: string | null,
): Release {
  return {
    ...row,
    kind: row.kind as ReleaseKind,
    visibility: row.visibility as Visibility,
    licence: licenceOf(row.licence),
    entries,
    link,
    albumGain: albumGain(
      entries.map(({ track }) => {
        const measured = track.track_analyses as Partial<Loudness> | null;
        return {
          duration: track.duration,
          lufs: measured?.integrated_lufs ?? null,
          peak: measured?.replaygain_track_peak ?? null,
        };
      }),
    ),
  };
}

interface Loudness {
  integrated_lufs: number | null;
  replaygain_track_peak: number | null;
}

/**
 * A release's tracks as every list reads them, with each one's loudness beside its verdict
 * (what album gain is made of).
 */
export const RELEASE_TRACK_SELECT =
  `${TRACK_COLUMNS}, track_analyses(${VERDICT_SELECT}, integrated_lufs, replaygain_track_peak)` as const;
