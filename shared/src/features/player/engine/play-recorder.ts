/**
 * One play per track per player instance (docs/product.md#4-states-and-transitions): the first
 * 'playing' of a track records it; a failed record forgets the track so a later play tries again.
 */
import { RECORD_PLAY_ERROR, recordPlay } from '../../../data/plays/record-play-mutation.ts';

export function createPlayRecorder(onError: (message: string, trackId: string) => void) {
  const recorded = new Set<string>();
  return (trackId: string, userId: string | null) => {
    if (recorded.has(trackId)) return;
    recorded.add(trackId);
    recordPlay(trackId, userId).catch((error) => {
      recorded.delete(trackId);
      console.error(RECORD_PLAY_ERROR, error);
      onError(RECORD_PLAY_ERROR, trackId);
    });
  };
}
