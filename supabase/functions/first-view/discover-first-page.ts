/**
 * The data of Discover's default view as the site asks for it (docs/product.md#7-calls-to-the-backend):
 * the first page of discovery and the featured user's newest track, read through /rest/v1 with the
 * anon key, so RLS decides what is shown, exactly as for the page itself. What to ask for (the
 * select, order, page size, cursor and featured user) comes from mf-discover's server entry, which
 * takes it from shared's data layer: the page seeds its query cache with these rows.
 */
import type { DiscoverFirstViewData, FirstPageRequest, FirstViewTrack } from './contract.ts';

type Fetch = typeof fetch;

/** Reads the default view's first page and featured track; throws when the API answers an error. */
export async function restDiscoverFirstPage(
  supabaseUrl: string,
  anonKey: string,
  request: FirstPageRequest,
  featuredUsername: string,
  doFetch: Fetch = fetch,
): Promise<DiscoverFirstViewData> {
  const get = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(`${supabaseUrl}/rest/v1/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await doFetch(url, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const firstPage = get<FirstViewTrack[]>('audio_files', {
    select: request.select,
    order: request.order,
    limit: String(request.limit),
  });
  const featured = (async () => {
    if (!featuredUsername) return null;
    const [profile] = await get<{ id: string }[]>('profiles', {
      select: 'id',
      username: `eq.${featuredUsername}`,
    });
    if (!profile) return null;
    const [track] = await get<FirstViewTrack[]>('audio_files', {
      select: request.select,
      user_id: `eq.${profile.id}`,
      order: 'created_at.desc',
      limit: '1',
    });
    return track ?? null;
  })();
  // both at once; Promise.all so neither rejection goes unhandled
  const [tracks, featuredTrack] = await Promise.all([firstPage, featured]);
  return { page: { tracks, next: request.next(tracks) }, featuredUsername, featured: featuredTrack };
}
