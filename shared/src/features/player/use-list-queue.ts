import { useCallback, useRef } from 'react';
import type { Track } from '../../data/tracks/track-shape.ts';
import type { QueueContext } from '../../state/player/player-track.ts';
import { queueFromList } from './queue-from-list.ts';

/**
 * Playing from a list queues that list from the clicked track on (docs/product.md). The callback
 * is stable and reads the list as it is at the click, so a list that grows page by page does not
 * re-render its cards.
 */
export function useListQueue(tracks: readonly Track[]): (trackId: string) => QueueContext | undefined {
  const current = useRef(tracks);
  current.current = tracks;
  return useCallback((trackId: string) => queueFromList(current.current, trackId), []);
}
