import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { VERDICT_SELECT } from '../analysis/analysis-shape.ts';
import { INVALID_TEXT_REPRESENTATION, TRACK_COLUMNS, type Track } from '../tracks/track-shape.ts';
import { licenceOf } from './licences.ts';
import type { ReleaseRef } from './release-keys.ts';
import {
  RELEASE_SELECT,
  type Release,
  type ReleaseEntry,
  type ReleaseKind,
  type Visibility,
} from './release-shape.ts';

/**
 * One release with its tracks in disc and track order; null when there is none the caller may
 * read. By id, row level security decides (public and published ones, and one's own); by its
 * secret link, the security-definer functions of the releases migration do, since an unlisted
 * release's tracks are unlisted too.
 */
export async function releaseQuery(
  ref: ReleaseRef,
  client: HifiClient = getSupabase(),
): Promise<Release | null> {
  if ('id' in ref) {
    const [release, places, link] = await Promise.all([
      client.from('releases').select(RELEASE_SELECT).eq('id', ref.id).maybeSingle(),
      client
        .from('release_tracks')
        .select(`disc_number, position, audio_files(${RELEASE_TRACK_SELECT})`)
        .eq('release_id', ref.id)
        .order('disc_number')
        .order('position'),
      ownersLink(client).eq('release_id', ref.id).maybeSingle(),
    ]);
    for (const { error } of [release, places, link]) {
      if (error?.code === INVALID_TEXT_REPRESENTATION) return null;
      if (error) throw error;
    }
    if (!release.data) return null;
    const entries = (places.data ?? []).flatMap((p): ReleaseEntry[] =>
      p.audio_files ? [{ disc: p.disc_number, position: p.position, track: p.audio_files as Track }] : [],
    );
    return toRelease(release.data, entries, link.data?.token ?? null);
  }
  const [release, places, tracks, link] = await Promise.all([
    client.rpc('release_by_link', { link: ref.link }).select(RELEASE_SELECT).maybeSingle(),
    client.rpc('release_link_places', { link: ref.link }).select('audio_file_id, disc_number, position'),
    client.rpc('release_link_tracks', { link: ref.link }).select(RELEASE_TRACK_SELECT),
    ownersLink(client).eq('token', ref.link).maybeSingle(),
  ]);
  for (const { error } of [release, places, tracks, link]) if (error) throw error;
  if (!release.data) return null;
  const byId = new Map((tracks.data ?? []).map((t) => [t.id, t as Track]));
  const entries = (places.data ?? []).flatMap((p): ReleaseEntry[] => {
    const track = byId.get(p.audio_file_id);
    return track ? [{ disc: p.disc_number, position: p.position, track }] : [];
  });
  return toRelease(release.data, entries, link.data?.token ?? null);
}

/** The secret link's token, read beside the release: only its owner may (null for everyone else). */
const ownersLink = (client: HifiClient) => client.from('release_links').select('token');

/** A release row as read, with its entries, in the shape the pages use. */
export function toRelease(
  {
    album_gain_db,
    album_peak,
    ...row
  }: Omit<Release, 'kind' | 'visibility' | 'licence' | 'entries' | 'link' | 'albumGain'> & {
    kind: string;
    visibility: string;
    licence: string;
    album_gain_db: number | null;
    album_peak: number | null;
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
    albumGain: album_gain_db === null ? null : { gainDb: album_gain_db, peak: album_peak },
  };
}

/** A release's tracks as every list reads them, each with its verdict. */
export const RELEASE_TRACK_SELECT = `${TRACK_COLUMNS}, track_analyses(${VERDICT_SELECT})` as const;
