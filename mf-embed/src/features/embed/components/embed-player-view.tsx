import { type EmbedTrack, SeekBar } from '@hifi/shared';
import { useRef } from 'react';
import { useEmbedAudio } from '../hooks/use-embed-audio.ts';
import {
  EMBED_FRAME,
  EmbedCover,
  EmbedHeading,
  EmbedPlayButton,
  HeartIcon,
  LicenceLink,
} from './embed-parts.tsx';

/** The 600x150 mini player for one loaded track. */
export function EmbedPlayerView({
  track,
  siteOrigin = '',
  from,
}: {
  track: EmbedTrack;
  siteOrigin?: string;
  /** the second the first play starts at (the embed's ?t=) */
  from?: number;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const audio = useEmbedAudio(audioRef, track, from);
  const duration = Number.isFinite(audio.duration) ? audio.duration : (track.duration ?? Number.NaN);
  return (
    <section
      aria-label="Embedded player"
      data-state={audio.loading ? 'loading' : audio.playing ? 'playing' : 'paused'}
      className={EMBED_FRAME}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer */}
      <audio ref={audioRef} preload="none" data-testid="embed-audio" />
      <EmbedCover url={track.coverUrl} title={track.title} />
      <EmbedPlayButton playing={audio.playing} label="Play" onClick={audio.toggle} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <EmbedHeading title={track.title} line={track.authorName} href={`${siteOrigin}/audio/${track.id}`} />
        <SeekBar currentTime={audio.currentTime} duration={duration} onSeek={audio.seek} />
        <p className="flex items-center gap-1 text-xs text-slate-400">
          <HeartIcon />
          <span data-testid="like-count">{track.likesCount}</span>
          <span className="sr-only">likes</span>
          <LicenceLink licence={track.licence} />
          {audio.loading && <span className="ml-3">Loading...</span>}
          {audio.notice && (
            <span role="status" className="ml-3 text-amber-400">
              {audio.notice}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
