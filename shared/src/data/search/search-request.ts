import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { quoteValue } from '../tracks/discovery-request.ts';

/**
 * Discover's search beside tracks: artists by username or display name, public playlists by
 * title (docs/product.md#2-screens-and-routes). Plain PostgREST calls (ilike on trigram indexes,
 * supabase/migrations/20261128006000_search_people_and_playlists.sql), so a hosted project answers
 * them as the local stack does. The one definition: the site, the backend's tests and
 * `pnpm bench:community` send these (this file imports nothing of the browser).
 */

/** What a group shows before its "See all". */
export const SEARCH_GROUP_SIZE = 4;
/** Rows per page once a group is opened with "See all". */
export const SEARCH_PAGE_SIZE = 20;

export const ARTIST_SELECT = 'id, username, display_name, followers_count';
export const PLAYLIST_SELECT =
  'id, title, description, updated_at, owner:profiles!playlists_user_id_fkey(id, username, display_name)';

export interface ArtistHit {
  id: string;
  username: string | null;
  display_name: string | null;
  followers_count: number;
}

export interface PlaylistHit {
  id: string;
  title: string;
  description: string | null;
  updated_at: string;
  owner: { id: string; username: string | null; display_name: string | null } | null;
}

/** `%text%` for ilike, with the user's own wildcards matched literally. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[%_\\]/g, '\\$&')}%`;
}

/** Artists whose username or display name holds `text`: most followed first, then by id. */
export function artistSearchRequest(
  text: string,
  { offset = 0, limit = SEARCH_GROUP_SIZE }: { offset?: number; limit?: number },
  client: SupabaseClient<Database>,
) {
  const pattern = quoteValue(likePattern(text));
  return client
    .from('profiles')
    .select(ARTIST_SELECT)
    .or(`username.ilike.${pattern},display_name.ilike.${pattern}`)
    .order('followers_count', { ascending: false })
    .order('id')
    .range(offset, offset + limit - 1);
}

/**
 * Public playlists whose title holds `text` (typed wildcards are text), most recently changed
 * first. Unlisted ones are read only through their link and private ones by their owner and
 * editors, so search never lists them, not even to their owner. public.search_playlists() reads
 * the public ones on its indexes, which RLS would keep it from using, and pages itself (the order
 * here keeps its page's order through the embed).
 */
export function playlistSearchRequest(
  text: string,
  { offset = 0, limit = SEARCH_GROUP_SIZE }: { offset?: number; limit?: number },
  client: SupabaseClient<Database>,
) {
  return client
    .rpc('search_playlists', { query: text.trim(), page_size: limit, page_offset: offset })
    .select(PLAYLIST_SELECT)
    .order('updated_at', { ascending: false })
    .order('id');
}
