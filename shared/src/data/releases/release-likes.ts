/**
 * Likes of releases (public.release_likes): whether a member likes one, and liking or taking
 * it back; the count is the release's likes_count, kept by the database. A subpath of
 * @hifi/shared (`@hifi/shared/release-likes`) that only the release page carries, so it takes
 * the page's client instead of importing it (a second copy of the client module would be
 * another, uninitialised client).
 */
import { queryOptions } from '@tanstack/react-query';
import type { HifiClient } from '../../client/supabase-client.ts';
import { releaseKeys } from './release-keys.ts';

export async function releaseLikedQuery(releaseId: string, userId: string, client: HifiClient) {
  const { data, error } = await client
    .from('release_likes')
    .select('release_id')
    .eq('release_id', releaseId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}

export const releaseLikedOptions = (releaseId: string, userId: string | null, client: HifiClient) =>
  queryOptions({
    queryKey: [...releaseKeys.all, 'liked', releaseId, userId],
    queryFn: () => (userId ? releaseLikedQuery(releaseId, userId, client) : false),
  });

export async function setReleaseLikeMutation(
  change: { releaseId: string; userId: string; liked: boolean },
  client: HifiClient,
) {
  const { error } = change.liked
    ? await client.from('release_likes').insert({ release_id: change.releaseId, user_id: change.userId })
    : await client
        .from('release_likes')
        .delete()
        .eq('release_id', change.releaseId)
        .eq('user_id', change.userId);
  // liking twice (another tab got there first) leaves it liked, as asked
  if (error && error.code !== '23505') throw error;
}
