import type { Database } from '../database.types.ts';
import type { Track } from '../tracks/track-shape.ts';
import type { Licence } from './licences.ts';

type ReleaseRow = Database['public']['Tables']['releases']['Row'];

/** One ReplayGain 2.0 gain for a whole release, measured by the database (album_loudness migration). */
export interface AlbumGain {
  gainDb: number;
  /** the loudest track's sample peak, 1 = full scale */
  peak: number | null;
}

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
  'id, user_id, title, kind, release_date, description, cover_path, catalogue_number, licence, visibility, publish_at, created_at, likes_count, album_gain_db, album_peak, owner:profiles!releases_user_id_fkey(id, username)' as const;

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
