import type { Track } from '../../data/tracks/track-shape.ts';
import type { QueueContext } from '../../state/player/player-track.ts';
import { toPlayerTrack } from '../tracks/to-player-track.ts';

/** The queue a click in a list makes: the whole list, at the clicked track; none if it is not there. */
export function queueFromList(list: readonly Track[], trackId: string): QueueContext | undefined {
  const index = list.findIndex((t) => t.id === trackId);
  return index < 0 ? undefined : { tracks: list.map(toPlayerTrack), index };
}
