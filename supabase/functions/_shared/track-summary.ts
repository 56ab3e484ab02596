/**
 * What oEmbed, the embed page and link previews need to know about a track. Where it comes from
 * is the caller's business: the local stack reads the database as role anon; on Supabase the
 * function's entry reads /rest/v1 with the anon key (restTrackLookup below), so RLS applies in both.
 */
import { type Licence, licenceOf } from './licences.ts';

/** What a page shares: a track (/audio/{id}) or a whole release (/release/{id}). */
export type SharedKind = 'track' | 'release';

/** Where each kind's page and embed live on the site. */
export const SHARED_PATHS: Record<SharedKind, { page: string; embed: string }> = {
  track: { page: '/audio/', embed: '/embed/audio/' },
  release: { page: '/release/', embed: '/embed/release/' },
};

export interface TrackSummary {
  /** a track when left out */
  kind?: SharedKind;
  id: string;
  title: string;
  description: string | null;
  userId: string;
  /** the uploader's username, else the part of their email before the @ (docs/product.md#3-entities) */
  authorName: string;
  likesCount: number;
  licence: Licence;
}

export type TrackLookup = (id: string) => Promise<TrackSummary | null>;
export type ReleaseLookup = TrackLookup;

export { PRODUCT_NAME } from './product.ts';
export const EMBED_WIDTH = 600;
export const EMBED_HEIGHT = 150;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Track ids are uuids; anything else cannot name a track (and must not reach a uuid cast). */
export function isTrackId(id: string): boolean {
  return uuid.test(id);
}

export function displayName(profile: { username?: string | null; email?: string | null } | null): string {
  if (profile?.username) return profile.username;
  return profile?.email?.split('@')[0] ?? '';
}

/** Where each kind of shared item is read, and how its owner's profile is embedded (releases
 * also reach profiles through release_likes, so theirs names its foreign key). */
const SOURCES: Record<SharedKind, { table: string; owner: string }> = {
  track: { table: 'audio_files', owner: 'profiles' },
  release: { table: 'releases', owner: 'profiles!releases_user_id_fkey' },
};

/** A lookup of one kind of shared item over PostgREST with the anon key, so RLS decides. */
function restLookup(
  kind: SharedKind,
  supabaseUrl: string,
  anonKey: string,
  doFetch: typeof fetch,
): TrackLookup {
  const { table, owner } = SOURCES[kind];
  return async (id) => {
    if (!isTrackId(id)) return null;
    const url = new URL(`${supabaseUrl}/rest/v1/${table}`);
    url.searchParams.set('id', `eq.${id}`);
    url.searchParams.set(
      'select',
      `id,title,description,user_id,likes_count,licence,${owner}(username,email)`,
    );
    const response = await doFetch(url, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
    if (!response.ok) throw new Error(`${kind} lookup answered ${response.status}`);
    const rows = (await response.json()) as {
      id: string;
      title: string;
      description: string | null;
      user_id: string;
      likes_count: number;
      licence: string;
      profiles: { username: string | null; email: string | null } | null;
    }[];
    const row = rows[0];
    if (!row) return null;
    return {
      kind,
      id: row.id,
      title: row.title,
      description: row.description,
      userId: row.user_id,
      authorName: displayName(row.profiles),
      likesCount: row.likes_count,
      licence: licenceOf(row.licence),
    };
  };
}

/** A TrackLookup over PostgREST, for the hosted deployment. */
export const restTrackLookup = (supabaseUrl: string, anonKey: string, doFetch: typeof fetch = fetch) =>
  restLookup('track', supabaseUrl, anonKey, doFetch);

/** A ReleaseLookup over PostgREST: a release a visitor may read (RLS), as a shared item. */
export const restReleaseLookup = (supabaseUrl: string, anonKey: string, doFetch: typeof fetch = fetch) =>
  restLookup('release', supabaseUrl, anonKey, doFetch);
