import { ListEnd, ListStart } from 'lucide-react';
import { usePlayerActions } from '../../state/hooks.tsx';
import type { PlayerTrack } from '../../state/player/player-track.ts';
import { Button } from '../../ui/button.tsx';

/**
 * "Play next" and "Add to queue": the track joins the queue without interrupting what plays.
 * Every card has them (the track card, Recent's cards).
 */
export function QueueButtons({ track }: { track: PlayerTrack }) {
  const actions = usePlayerActions();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Play next"
        title={`Play ${track.title} next`}
        onClick={() => actions.playNext(track)}
      >
        <ListStart aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Add to queue"
        title={`Add ${track.title} to the queue`}
        onClick={() => actions.enqueue(track)}
      >
        <ListEnd aria-hidden className="size-4" />
      </Button>
    </>
  );
}
