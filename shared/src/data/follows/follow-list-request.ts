import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';

/**
 * A profile's followers or the members it follows, newest follow first, paged by keyset on
 * (created_at, the other member's id) so a page never repeats or skips someone when others follow
 * meanwhile. Walks follows_followee or follows_follower. Imports nothing of the browser: the site,
 * the backend's tests and `pnpm bench:community` send it.
 */
export type FollowDirection = 'followers' | 'following';

export const FOLLOW_PAGE_SIZE = 20;

export interface FollowCursor {
  createdAt: string;
  id: string;
}

export interface FollowPerson {
  id: string;
  username: string | null;
  display_name: string | null;
  followers_count: number;
}

export interface FollowPage {
  people: FollowPerson[];
  next: FollowCursor | null;
}

const PERSON = 'id, username, display_name, followers_count';

/** Whose row the list shows, and which column holds the profile the list belongs to. */
const SIDES = {
  followers: { own: 'followee_id', other: 'follower_id' },
  following: { own: 'follower_id', other: 'followee_id' },
} as const satisfies Record<FollowDirection, { own: string; other: string }>;

export function followListRequest(
  userId: string,
  direction: FollowDirection,
  after: FollowCursor | null,
  client: SupabaseClient<Database>,
) {
  const { own, other } = SIDES[direction];
  let request = client
    .from('follows')
    .select(`created_at, ${other}, person:profiles!${other}(${PERSON})`)
    .eq(own, userId);
  if (after) {
    request = request.or(
      `created_at.lt."${after.createdAt}",and(created_at.eq."${after.createdAt}",${other}.lt.${after.id})`,
    );
  }
  return request
    .order('created_at', { ascending: false })
    .order(other, { ascending: false })
    .limit(FOLLOW_PAGE_SIZE);
}

/** The page's people and where the next page starts (null after the last). */
export function followPageOf(
  rows: ReadonlyArray<{ created_at: string; person: FollowPerson | null }>,
): FollowPage {
  const people = rows.flatMap((r) => (r.person ? [r.person] : []));
  const last = rows.at(-1);
  return {
    people,
    next:
      last?.person && rows.length === FOLLOW_PAGE_SIZE
        ? { createdAt: last.created_at, id: last.person.id }
        : null,
  };
}
