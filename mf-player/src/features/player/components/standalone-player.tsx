import { type EmbedTrack, embedTrack, PlayButton } from '@hifi/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlayerBar } from './player-bar.tsx';

/**
 * mf-player's standalone page: the bar, and for ?track={id} that track from the stack with a
 * play button, so the engine can be tried against real audio without the shell.
 */
export function StandalonePlayer() {
  const [params] = useSearchParams();
  const id = params.get('track');
  const [track, setTrack] = useState<EmbedTrack | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    embedTrack(id).then(
      (found) => live && setTrack(found),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <div className="flex min-h-[80vh] flex-col justify-between gap-6">
      {track ? (
        <div className="flex items-center gap-3">
          <PlayButton track={{ ...track, author: track.authorName }} />
          <h1 className="text-lg font-semibold">{track.title}</h1>
        </div>
      ) : (
        <p className="text-sm text-slate-400">Add ?track=&lt;id&gt; to the address to load a track.</p>
      )}
      <PlayerBar />
    </div>
  );
}
