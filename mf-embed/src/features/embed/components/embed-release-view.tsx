import { type Release, SeekBar, toPlayerTrack } from '@hifi/shared';
import { useMemo, useRef } from 'react';
import { useEmbedAudio } from '../hooks/use-embed-audio.ts';
import { EMBED_FRAME, EmbedCover, EmbedHeading, EmbedPlayButton, LicenceLink } from './embed-parts.tsx';

const NextIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-current">
    <path d="M6 6v12l8.5-6zM16 6h2v12h-2z" />
  </svg>
);

/** The 600x150 player for a whole release: Play queues its tracks in order. */
export function EmbedReleaseView({
  release,
  coverUrl,
  siteOrigin = '',
}: {
  release: Release;
  /** the release's 96 px cover, or null for the placeholder */
  coverUrl: string | null;
  siteOrigin?: string;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const queue = useMemo(
    () => ({ tracks: release.entries.map((e) => toPlayerTrack(e.track)), index: 0 }),
    [release.entries],
  );
  const first = queue.tracks[0];
  const audio = useEmbedAudio(audioRef, first ?? { id: '', title: '', filePath: '' }, undefined, queue);
  const place = queue.tracks.findIndex((t) => t.id === audio.current.id) + 1;
  const duration = Number.isFinite(audio.duration) ? audio.duration : (audio.current.duration ?? Number.NaN);
  const artist = release.owner?.username ?? '';
  return (
    <section
      aria-label="Embedded player"
      data-state={audio.loading ? 'loading' : audio.playing ? 'playing' : 'paused'}
      className={EMBED_FRAME}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer */}
      <audio ref={audioRef} preload="none" data-testid="embed-audio" />
      <EmbedCover url={coverUrl} title={release.title} />
      <EmbedPlayButton
        playing={audio.playing}
        label="Play release"
        disabled={!first}
        onClick={audio.toggle}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <EmbedHeading
          title={release.title}
          line={`${place > 0 ? `${place}. ${audio.current.title}` : 'No tracks yet'}${artist ? ` · ${artist}` : ''}`}
          href={`${siteOrigin}/release/${release.id}`}
          lineTestId="embed-current"
        />
        <SeekBar currentTime={audio.currentTime} duration={duration} onSeek={audio.seek} />
        <p className="flex items-center gap-1 text-xs text-slate-400">
          <button
            type="button"
            aria-label="Next track"
            disabled={place === 0 || place >= queue.tracks.length}
            onClick={audio.next}
            className="rounded p-0.5 hover:text-slate-100 disabled:opacity-40"
          >
            <NextIcon />
          </button>
          <span>{queue.tracks.length === 1 ? '1 track' : `${queue.tracks.length} tracks`}</span>
          <LicenceLink licence={release.licence} />
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
