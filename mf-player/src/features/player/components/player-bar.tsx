import { Button, usePlayer } from '@hifi/shared';
import { X } from 'lucide-react';

/** The persistent bottom bar. It reads the shared player atom; the audio engine arrives later. */
export function PlayerBar() {
  const [player, setPlayer] = usePlayer();
  return (
    <section
      aria-label="Player"
      className="flex h-14 items-center gap-3 border-t border-slate-800 bg-slate-900 px-4"
    >
      <p className="min-w-0 flex-1 truncate text-sm text-slate-300">
        {player.current ? player.current.title : 'Nothing playing'}
      </p>
      {player.current && (
        <Button
          aria-label="Close player"
          className="hidden md:inline-flex"
          size="icon"
          variant="ghost"
          onClick={() => setPlayer({ current: null, playing: false })}
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </section>
  );
}
