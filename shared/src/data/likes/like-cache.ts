import type { QueryClient } from '@tanstack/react-query';
import { patchTrackEverywhere } from '../cache/track-cache.ts';
import { libraryKeys } from '../library/library-keys.ts';
import { trackKeys } from '../tracks/track-shape.ts';
import { likeKeys } from './liked-ids-query.ts';

export interface LikeChange {
  trackId: string;
  userId: string;
  liked: boolean;
}

/** What the cache held before an optimistic like, to put back when the write fails. */
export type LikeSnapshot = Array<[readonly unknown[], unknown]>;

/**
 * Shows a like everywhere at once: the heart in every liked-ids read of the user and the count
 * on every cached copy of the track (never below 0). Returns the previous cache entries.
 */
export async function applyLike(client: QueryClient, change: LikeChange): Promise<LikeSnapshot> {
  await client.cancelQueries({ queryKey: likeKeys.byUser(change.userId) });
  const snapshot: LikeSnapshot = client.getQueriesData({ queryKey: [] });
  client.setQueriesData<ReadonlySet<string>>({ queryKey: likeKeys.byUser(change.userId) }, (ids) => {
    // A read still on its way was cancelled above: what is known now is this like.
    if (!ids) return change.liked ? new Set([change.trackId]) : new Set();
    if (ids.has(change.trackId) === change.liked) return ids;
    const next = new Set(ids);
    if (change.liked) next.add(change.trackId);
    else next.delete(change.trackId);
    return next;
  });
  patchTrackEverywhere(client, change.trackId, (track) => ({
    likes_count: Math.max(0, (track.likes_count ?? 0) + (change.liked ? 1 : -1)),
  }));
  return snapshot;
}

export function restoreSnapshot(client: QueryClient, snapshot: LikeSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/**
 * After the write: the track page, the user's liked list and their hearts are read again (a read
 * of the hearts cancelled by the optimistic like would otherwise never come back). Discovery pages
 * keep the count shown, so a list sorted by likes does not reorder under the listener's cursor.
 */
export function settleLike(client: QueryClient, change: LikeChange): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: likeKeys.byUser(change.userId) }),
    client.invalidateQueries({ queryKey: trackKeys.detail(change.trackId) }),
    client.invalidateQueries({ queryKey: libraryKeys.likes(change.userId) }),
  ]).then(() => undefined);
}
