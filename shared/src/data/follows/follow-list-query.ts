import { infiniteQueryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { followKeys } from './follow-keys.ts';
import {
  type FollowCursor,
  type FollowDirection,
  type FollowPage,
  followListRequest,
  followPageOf,
} from './follow-list-request.ts';

/** One page of a profile's followers or following (the request is in follow-list-request.ts). */
export async function followListQuery(
  userId: string,
  direction: FollowDirection,
  after: FollowCursor | null,
  client: HifiClient = getSupabase(),
): Promise<FollowPage> {
  const { data, error } = await followListRequest(userId, direction, after, client);
  if (error) throw error;
  return followPageOf(data);
}

export const followListOptions = (userId: string, direction: FollowDirection) =>
  infiniteQueryOptions({
    queryKey: followKeys.list(userId, direction),
    queryFn: ({ pageParam }) => followListQuery(userId, direction, pageParam),
    initialPageParam: null as FollowCursor | null,
    getNextPageParam: (page) => page.next,
  });
