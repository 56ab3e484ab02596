/**
 * The data of Discover's default view as the site asks for it (docs/product.md#7-calls-to-the-backend):
 * the first page of discovery (most liked, 10 a page) and the featured user's newest track, read
 * through /rest/v1 with the anon key, so RLS decides what is shown, exactly as for the page itself.
 * The rows are the site's `Track` rows (shared/src/data/tracks/track-shape.ts, TRACK_SELECT): the
 * page seeds its query cache with them, so backend/src/functions/first-view.test.ts checks these
 * requests against the site's own.
 */
import type { VerdictFacts } from './verdict.ts';

/** The columns of a card (the site's TRACK_SELECT, with VERDICT_SELECT in it). */
export const FIRST_VIEW_TRACK_SELECT =
  'id, user_id, title, description, file_path, cover_path, genres, duration, codec, sample_rate, bit_depth, channels, effective_bit_depth, effective_sample_rate, lossy_suspected, download_allowed, original_filename, tags, licence, visibility, publish_at, plays_count, likes_count, comments_count, created_at, profiles(email, username), track_analyses(status, error, bandwidth_hz, effective_bit_depth, upsampled_from_hz, lossy_source, lossy_source_guess)';

/** Discover's page size (shared DISCOVERY_PAGE_SIZE). */
export const FIRST_VIEW_PAGE_SIZE = 10;

/** The fields of a track row the first view writes (the row itself carries all of TRACK_SELECT). */
export interface CardTrack {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  cover_path?: string | null;
  genres: string[];
  duration: number | null;
  codec: string | null;
  sample_rate: number | null;
  bit_depth: number | null;
  likes_count: number;
  plays_count: number;
  created_at: string;
  track_analyses: VerdictFacts | null;
  profiles: { email: string | null; username: string | null } | null;
}

export interface DiscoverFirstPage {
  /** the first page, in the shape of the site's DiscoveryPage */
  page: { tracks: CardTrack[]; next: { value: number | string; id: string } | undefined };
  /** whose newest track is featured, and that track (null: no such user or no track) */
  featuredUsername: string;
  featured: CardTrack | null;
}

type Fetch = typeof fetch;

/** Reads the default view's first page and featured track; throws when the API answers an error. */
export async function restDiscoverFirstPage(
  supabaseUrl: string,
  anonKey: string,
  featuredUsername: string,
  doFetch: Fetch = fetch,
): Promise<DiscoverFirstPage> {
  const get = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(`${supabaseUrl}/rest/v1/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await doFetch(url, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const firstPage = get<CardTrack[]>('audio_files', {
    select: FIRST_VIEW_TRACK_SELECT,
    order: 'likes_count.desc,id.asc',
    limit: String(FIRST_VIEW_PAGE_SIZE),
  });
  const featured = (async () => {
    if (!featuredUsername) return null;
    const [profile] = await get<{ id: string }[]>('profiles', {
      select: 'id',
      username: `eq.${featuredUsername}`,
    });
    if (!profile) return null;
    const [track] = await get<CardTrack[]>('audio_files', {
      select: FIRST_VIEW_TRACK_SELECT,
      user_id: `eq.${profile.id}`,
      order: 'created_at.desc',
      limit: '1',
    });
    return track ?? null;
  })();
  // both at once; Promise.all so neither rejection goes unhandled
  const [tracks, featuredTrack] = await Promise.all([firstPage, featured]);
  const last = tracks[tracks.length - 1];
  return {
    page: {
      tracks,
      // the site's nextCursor for the likes sort
      next:
        tracks.length < FIRST_VIEW_PAGE_SIZE || !last ? undefined : { value: last.likes_count, id: last.id },
    },
    featuredUsername,
    featured: featuredTrack,
  };
}
