import { type PlayerTrack, storeQueue } from '@hifi/shared';
import { useEffect } from 'react';

/**
 * The queue, its place and the second survive a reload (restored paused by the player's atoms).
 * The second is stored whole, so the clock's four updates a second write once.
 */
export function usePersistQueue(
  queue: { tracks: readonly PlayerTrack[]; index: number } | null,
  currentTime: number,
) {
  const second = Math.floor(currentTime);
  useEffect(() => {
    storeQueue(queue ? { tracks: [...queue.tracks], index: queue.index, position: second } : null);
  }, [queue, second]);
}
