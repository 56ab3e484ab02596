import type { Database } from '../database.types.ts';
import type { Track } from '../tracks/track-shape.ts';
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
  > {
  kind: ReleaseKind;
  visibility: Visibility;
  licence: Licence;
  owner: { id: string; username: string | null } | null;
  /** in disc and track order */
  entries: ReleaseEntry[];
  /** the secret link's token; only the owner reads it */
  link: string | null;
}

export const RELEASE_SELECT =
  'id, user_id, title, kind, release_date, description, cover_path, catalogue_number, licence, visibility, publish_at, created_at, owner:profiles!releases_user_id_fkey(id, username)' as const;

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
  row: Omit<Release, 'kind' | 'visibility' | 'licence' | 'entries' | 'link'> & {
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
  };
}
