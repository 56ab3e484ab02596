import { type EmbedTrack, SeekBar } from '@hifi/shared';
import { useRef } from 'react';
import { useEmbedAudio } from '../hooks/use-embed-audio.ts';

// Inline icons: the embed loads inside other sites' pages, so it carries no icon library.
const PlayIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-current">
    <path d="M8 5v14l11-7z" />
  </svg>
);
const PauseIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-current">
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </svg>
);
const HeartIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-3.5 fill-current">
    <path d="M12 21s-7.5-4.6-10-9.2C.5 8.6 2.4 4.5 6.3 4.5c2.1 0 3.6 1.2 4.4 2.6h2.6c.8-1.4 2.3-2.6 4.4-2.6 3.9 0 5.8 4.1 4.3 7.3C19.5 16.4 12 21 12 21z" />
  </svg>
);

// The site's placeholder for a track without cover art (shared CoverArt), drawn without the kit.
const MusicIcon = () => (
  <svg
    aria-hidden
    viewBox="0 0 24 24"
    className="size-1/3 fill-none stroke-current text-slate-400"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </svg>
);

/** The track's 96 px cover, or the placeholder every track without one shares. */
function EmbedCover({ url, title }: { url: string | null; title: string }) {
  const box = 'size-24 shrink-0 overflow-hidden rounded-md';
  if (!url)
    return (
      <div
        aria-hidden
        data-testid="cover-placeholder"
        className={`${box} flex items-center justify-center bg-gradient-to-br from-slate-700 to-slate-900`}
      >
        <MusicIcon />
      </div>
    );
  return (
    <img
      src={url}
      alt={`Cover art of ${title}`}
      width={96}
      height={96}
      decoding="async"
      className={`${box} object-cover`}
    />
  );
}

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
      className="box-border flex h-[150px] w-full max-w-[600px] items-center gap-4 overflow-hidden rounded-lg border border-slate-800 bg-slate-900 p-4 text-slate-100"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer */}
      <audio ref={audioRef} preload="none" data-testid="embed-audio" />
      <EmbedCover url={track.coverUrl} title={track.title} />
      <button
        type="button"
        aria-label={audio.playing ? 'Pause' : 'Play'}
        onClick={audio.toggle}
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-sky-600 text-white hover:bg-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:opacity-60"
      >
        {audio.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex min-w-0 items-baseline gap-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-semibold">{track.title}</h1>
            <p className="truncate text-sm text-slate-400">{track.authorName}</p>
          </div>
          <a
            className="shrink-0 text-sm text-sky-400 hover:underline"
            href={`${siteOrigin}/audio/${track.id}`}
            target="_blank"
            rel="noreferrer"
          >
            View
          </a>
        </div>
        <SeekBar currentTime={audio.currentTime} duration={duration} onSeek={audio.seek} />
        <p className="flex items-center gap-1 text-xs text-slate-400">
          <HeartIcon />
          <span data-testid="like-count">{track.likesCount}</span>
          <span className="sr-only">likes</span>
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
