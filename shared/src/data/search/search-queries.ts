import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { searchKeys } from './search-keys.ts';
import {
  type ArtistHit,
  artistSearchRequest,
  type PlaylistHit,
  playlistSearchRequest,
  SEARCH_GROUP_SIZE,
  SEARCH_PAGE_SIZE,
} from './search-request.ts';

export type SearchGroupName = 'artists' | 'playlists';

export interface SearchHits<T> {
  hits: T[];
  /** there are more than these: the group offers "See all" or the next page */
  more: boolean;
}

const requests = {
  artists: artistSearchRequest,
  playlists: playlistSearchRequest,
};

/** `limit` rows from `offset`, asking one more to learn whether more exist. */
export async function searchGroupQuery<G extends SearchGroupName>(
  group: G,
  text: string,
  offset: number,
  limit: number,
  client: HifiClient = getSupabase(),
): Promise<SearchHits<G extends 'artists' ? ArtistHit : PlaylistHit>> {
  const { data, error } = await requests[group](text, { offset, limit: limit + 1 }, client);
  if (error) throw error;
  const rows = data as (G extends 'artists' ? ArtistHit : PlaylistHit)[];
  return { hits: rows.slice(0, limit), more: rows.length > limit };
}

/** A group's first rows beside the tracks. */
export const searchPreviewOptions = <G extends SearchGroupName>(group: G, text: string) =>
  queryOptions({
    queryKey: searchKeys.group(group, text.trim(), 'preview'),
    queryFn: () => searchGroupQuery(group, text, 0, SEARCH_GROUP_SIZE),
    enabled: text.trim() !== '',
  });

/** A group opened with "See all", paged. */
export const searchAllOptions = <G extends SearchGroupName>(group: G, text: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.group(group, text.trim(), 'all'),
    queryFn: ({ pageParam }) => searchGroupQuery(group, text, pageParam, SEARCH_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => (page.more ? pages.length * SEARCH_PAGE_SIZE : undefined),
    enabled: text.trim() !== '',
  });
