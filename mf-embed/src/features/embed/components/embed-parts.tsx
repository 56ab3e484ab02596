import type { Licence } from '@hifi/shared';
import type { ReactNode } from 'react';

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
export const HeartIcon = () => (
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
export function EmbedCover({ url, title }: { url: string | null; title: string }) {
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

/** A Creative Commons licence's badge, linking to its deed; nothing for all rights reserved. */
export function LicenceLink({ licence }: { licence: Licence }) {
  if (!licence.creativeCommons || !licence.deed) return null;
  return (
    <a
      href={licence.deed}
      target="_blank"
      rel="license noreferrer"
      className="ml-3 rounded border border-slate-600 px-1.5 text-slate-300 hover:text-slate-100"
    >
      {licence.label}
    </a>
  );
}

/** The embed's box: 600x150 at most, in every state. */
export const EMBED_FRAME =
  'box-border flex h-[150px] w-full max-w-[600px] items-center gap-4 overflow-hidden rounded-lg border border-slate-800 bg-slate-900 p-4 text-slate-100';

/** The big round play/pause button. */
export function EmbedPlayButton(props: {
  playing: boolean;
  label: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={props.playing ? 'Pause' : props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-sky-600 text-white hover:bg-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:opacity-60"
    >
      {props.playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

/** The title, the line under it and "View", which opens the page on the site in a new tab. */
export function EmbedHeading(props: { title: string; line: ReactNode; href: string; lineTestId?: string }) {
  return (
    <div className="flex min-w-0 items-baseline gap-3">
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold">{props.title}</h1>
        <p className="truncate text-sm text-slate-400" data-testid={props.lineTestId}>
          {props.line}
        </p>
      </div>
      <a
        className="shrink-0 text-sm text-sky-400 hover:underline"
        href={props.href}
        target="_blank"
        rel="noreferrer"
      >
        View
      </a>
    </div>
  );
}
