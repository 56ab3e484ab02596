/**
 * The first screen of /discover as HTML: the shell's chrome (rail, header, footer) and Discover's
 * heading, filters, featured card and first page of cards, with the classes the apps' own
 * components render (shell/src/features/layout, mf-discover's DiscoverPage, shared's TrackCard),
 * so the page looks the same before and after the app takes it over.
 * A template, not the components: those need the shell's router, store, query client and the
 * workspace's bundler, none of which an Edge Function on Deno has.
 * Every user string goes through escapeHtml.
 */
import type { CardTrack, DiscoverFirstPage } from '../_shared/discover-first-page.ts';
import { escapeHtml } from '../_shared/escape-html.ts';
import { PRODUCT_NAME } from '../_shared/product.ts';
import { formatDuration, technicalLabel } from '../_shared/track-format.ts';
import { type VerdictKind, verdictOf } from '../_shared/verdict.ts';

/** lucide-react's icons as they render (24x24, stroke 2), by the paths of each. */
const ICONS = {
  'panel-left lucide-sidebar':
    '<rect width="18" height="18" x="3" y="3" rx="2"></rect><path d="M9 3v18"></path>',
  compass:
    '<circle cx="12" cy="12" r="10"></circle><path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z"></path>',
  'eighth-notes lucide-music':
    '<path d="M21 16V3a1 1 0 0 0-1.28-.96l-10 2.917a1 1 0 0 0-.72.96V19"></path><circle cx="18" cy="16" r="3"></circle><circle cx="6" cy="19" r="3"></circle>',
  play: '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"></path>',
  clock: '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
  'badge-check lucide-verified':
    '<path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z"></path><path d="m16 9-5.5 5.5L8 12"></path>',
  'triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert':
    '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"></path><path d="M12 9v4"></path><path d="M12 17h.01"></path>',
  'loader-circle lucide-loader-2': '<path d="M21 12a9 9 0 1 1-6.219-8.56"></path>',
  'circle-x lucide-x-circle':
    '<circle cx="12" cy="12" r="10"></circle><path d="m15 9-6 6"></path><path d="m9 9 6 6"></path>',
  heart:
    '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"></path>',
  'list-start':
    '<path d="M3 5h6"></path><path d="M3 12h13"></path><path d="M3 19h13"></path><path d="m16 8-3-3 3-3"></path><path d="M21 19V7a2 2 0 0 0-2-2h-6"></path>',
  'list-end':
    '<path d="M16 5H3"></path><path d="M16 12H3"></path><path d="M9 19H3"></path><path d="m16 16-3 3 3 3"></path><path d="M21 5v12a2 2 0 0 1-2 2h-6"></path>',
} as const;

const icon = (name: keyof typeof ICONS, className: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${className}" aria-hidden="true">${ICONS[name]}</svg>`;

// shared/src/ui/button.tsx's variants
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:pointer-events-none disabled:opacity-50';
const GHOST = 'bg-transparent text-slate-100 hover:bg-slate-800';
const OUTLINE = 'border border-slate-600 bg-transparent text-slate-100 hover:bg-slate-800';
const BADGE = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium';
const SELECT =
  'h-9 w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500';
const LABEL = 'text-sm font-medium text-slate-200';

const VERDICT_LOOK: Record<VerdictKind, [keyof typeof ICONS, string]> = {
  lossless: ['badge-check lucide-verified', 'border-emerald-700 text-emerald-300'],
  lossy: [
    'triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
    'border-amber-600 text-amber-300',
  ],
  upsampled: [
    'triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
    'border-amber-600 text-amber-300',
  ],
  padded: [
    'triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
    'border-amber-600 text-amber-300',
  ],
  queued: ['clock', 'border-slate-600 text-slate-300'],
  running: ['loader-circle lucide-loader-2', 'border-slate-600 text-slate-300'],
  failed: ['circle-x lucide-x-circle', 'border-slate-600 text-slate-300'],
};

/**
 * Cards of the list written as HTML: more than a tall screen shows, fewer than the page's 10 (the
 * rest, in the data, come with the app), so the first paint has less to lay out on a slow phone.
 */
export const FIRST_VIEW_ROWS = 5;

export interface FirstViewOptions {
  /** the public URL of a cover's size (the page's own Storage URL) */
  coverUrl(coverPath: string, size: 96 | 600): string;
  /** the desktop rail is expanded (the sidebar_state cookie; default true) */
  railOpen: boolean;
}

const authorName = (profile: CardTrack['profiles']) =>
  profile?.username || (profile?.email?.split('@')[0] ?? '');

function card(track: CardTrack, options: FirstViewOptions, featured: boolean): string {
  const e = escapeHtml;
  const title = e(track.title);
  const technical = technicalLabel(track);
  const duration = formatDuration(track.duration);
  const verdict = technical ? verdictOf(track.track_analyses, track) : undefined;
  const cover = track.cover_path
    ? `<img src="${e(options.coverUrl(track.cover_path, 96))}" alt="Cover art of ${title}" width="96" height="96" loading="${featured ? 'eager' : 'lazy'}"${featured ? ' fetchpriority="high"' : ''} decoding="async" class="aspect-square shrink-0 overflow-hidden rounded-md size-16 object-cover">`
    : `<div aria-hidden="true" data-testid="cover-placeholder" class="aspect-square shrink-0 overflow-hidden rounded-md size-16 flex items-center justify-center bg-gradient-to-br from-slate-700 to-slate-900">${icon('eighth-notes lucide-music', 'size-1/3 text-slate-400')}</div>`;
  const facts = [
    technical &&
      `<span class="${BADGE} border-transparent bg-sky-900/60 text-sky-100 whitespace-nowrap" data-testid="technical-badge">${e(technical)}</span>`,
    verdict &&
      `<span data-testid="verdict-mark" data-verdict="${verdict.kind}" title="${e(verdict.sentence)}" class="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${VERDICT_LOOK[verdict.kind][1]}">${icon(VERDICT_LOOK[verdict.kind][0], verdict.kind === 'running' ? 'size-3 motion-safe:animate-spin' : 'size-3')}${e(verdict.label)}<span class="sr-only">: ${e(verdict.sentence)}</span></span>`,
    duration && `<span data-testid="duration" class="tabular-nums">${duration}</span>`,
  ]
    .filter(Boolean)
    .join('');
  const genres = track.genres.length
    ? `<ul aria-label="Genres" class="flex flex-wrap gap-1">${track.genres
        .map(
          (genre) =>
            `<li><button type="button" aria-label="Filter by ${e(genre)}" class="rounded-full focus-visible:outline-2 focus-visible:outline-sky-500"><span class="${BADGE} border-slate-600 text-slate-200 cursor-pointer hover:bg-slate-800">${e(genre)}</span></button></li>`,
        )
        .join('')}</ul>`
    : '';
  const likes = track.likes_count;
  return (
    `<section class="rounded-lg border ${featured ? '' : 'border-slate-800 '}bg-slate-900 p-4 flex gap-4${featured ? ' border-sky-800' : ''}" data-testid="track-card" data-track-id="${e(track.id)}">` +
    cover +
    `<button class="inline-flex items-center justify-center gap-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:pointer-events-none disabled:opacity-50 bg-sky-700 text-white hover:bg-sky-800 size-9 shrink-0 rounded-full" type="button" aria-label="Play ${title}" data-state="idle">${icon('play', 'size-4')}</button>` +
    '<div class="min-w-0 flex-1 space-y-2"><div class="flex flex-wrap items-baseline justify-between gap-2"><div class="min-w-0">' +
    `<h3 class="truncate text-base font-semibold text-slate-100"><a class="hover:underline" href="/audio/${e(track.id)}">${title}</a></h3>` +
    `<a class="text-sm text-slate-400 hover:text-slate-200 hover:underline" href="/profile/${e(track.user_id)}">${e(authorName(track.profiles))}</a></div>` +
    `<div class="flex flex-wrap items-center gap-2 text-xs text-slate-400">${facts}</div></div>` +
    (track.description ? `<p class="line-clamp-2 text-sm text-slate-300">${e(track.description)}</p>` : '') +
    `<div class="flex flex-wrap items-center justify-between gap-2">${genres}<div class="flex items-center gap-1">` +
    `<button class="${BUTTON.replace(' gap-2', '')} ${GHOST} h-8 px-3 gap-1.5" type="button" aria-label="Like ${title}, ${likes} ${likes === 1 ? 'like' : 'likes'}" aria-pressed="false">${icon('heart', 'size-4')}<span data-testid="like-count">${likes}</span></button>` +
    `<button class="${BUTTON} ${GHOST} size-9" type="button" aria-label="Play next" title="Play ${title} next">${icon('list-start', 'size-4')}</button>` +
    `<button class="${BUTTON} ${GHOST} size-9" type="button" aria-label="Add to queue" title="Add ${title} to the queue">${icon('list-end', 'size-4')}</button>` +
    '</div></div></div></section>'
  );
}

/** A filter's select at the default view: its first option chosen, unless `chosen` names another. */
const select = (
  id: string,
  label: string,
  options: [string, string][],
  className = 'space-y-1',
  chosen = '',
) =>
  `<div class="${className}"><label class="${LABEL}" for="fv-${id}">${label}</label><select id="fv-${id}" class="${SELECT}">${options
    .map(([value, text]) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${text}</option>`)
    .join('')}</select></div>`;

/**
 * Discover's filters at the default view (mf-discover's DiscoveryFilters): on a phone only the
 * search and the "Filters" button show, the rest waits behind it.
 */
const FILTERS =
  '<div class="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]"><div class="flex gap-2"><div class="min-w-0 flex-1 space-y-1">' +
  `<label class="${LABEL} sr-only" for="fv-search">Search</label>` +
  '<input class="h-9 w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50 aria-invalid:border-red-500" id="fv-search" placeholder="Search audio files..." type="search" value=""></div>' +
  `<button type="button" class="${BUTTON} ${OUTLINE} h-9 px-4 sm:hidden" aria-expanded="false" aria-controls="fv-filters">Filters</button></div>` +
  '<div id="fv-filters" class="contents max-sm:hidden">' +
  select('genre', 'Filter by Genre', [['all', 'All Genres']]) +
  select(
    'sort',
    'Sort By',
    [
      ['plays', 'Most Popular'],
      ['likes', 'Most Liked'],
      ['recent', 'Most Recent'],
    ],
    'space-y-1',
    'likes',
  ) +
  '<fieldset class="flex flex-wrap items-end gap-x-4 gap-y-3 sm:col-span-3"><legend class="sr-only">Audio quality</legend>' +
  '<label class="flex h-9 items-center gap-2 text-sm text-slate-200"><input class="size-4 accent-sky-500" type="checkbox" id="fv-lossy">Hide suspected lossy</label>' +
  select(
    'format',
    'Format',
    [
      ['any', 'Any format'],
      ['flac', 'FLAC'],
      ['wav', 'WAV'],
      ['alac', 'ALAC'],
    ],
    'w-full space-y-1 sm:w-40',
  ) +
  select('bits', 'Minimum bit depth', [['0', 'Any bit depth']], 'w-full space-y-1 sm:w-44') +
  select('rate', 'Minimum sample rate', [['0', 'Any sample rate']], 'w-full space-y-1 sm:w-48') +
  '</fieldset></div></div>';

/** The desktop rail for a visitor (the shell's Sidebar, signed out); hidden below 768 px by the shell's CSS. */
function rail(open: boolean): string {
  const item = `flex w-full items-center gap-2 rounded-md py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-500 ${open ? 'px-3' : 'justify-center px-0'} bg-slate-800 text-white`;
  return (
    `<aside data-first-view-rail data-state="${open ? 'expanded' : 'collapsed'}" class="shrink-0 border-r border-slate-800 py-3 transition-[width] duration-200 ${open ? 'w-[16rem] px-3' : 'w-[3rem] px-1'}">` +
    `<nav aria-label="Sidebar" class="flex flex-col gap-4"><div><p id="fv-sidebar-navigation" class="px-3 pb-2 text-xs font-semibold uppercase text-slate-400 ${open ? '' : 'sr-only'}">Navigation</p>` +
    `<ul class="space-y-1" aria-labelledby="fv-sidebar-navigation"><li><a aria-current="page" class="${item}" href="/discover"${open ? '' : ' title="Discover"'}>${icon('compass', 'size-4 shrink-0')}<span class="${open ? '' : 'sr-only'}">Discover</span></a></li></ul></div></nav></aside>`
  );
}

/** The first view's HTML, for the body before the app's (hidden) root. */
export function firstViewMarkup(data: DiscoverFirstPage, options: FirstViewOptions): string {
  const featured = data.featured
    ? '<section aria-labelledby="fv-featured-heading" class="space-y-2"><h2 id="fv-featured-heading" class="text-sm font-semibold uppercase tracking-wide text-sky-300">Featured</h2>' +
      `<div class="min-h-[11.25rem] sm:min-h-[9.5rem]">${card(data.featured, options, true)}</div></section>`
    : '';
  const tracks = data.page.tracks.length
    ? `<div><ul class="space-y-4" aria-label="Tracks">${data.page.tracks
        .slice(0, FIRST_VIEW_ROWS)
        .map(
          (track) =>
            `<li class="[contain-intrinsic-size:auto_9rem] [content-visibility:auto]">${card(track, options, false)}</li>`,
        )
        .join('')}</ul></div>`
    : '<p class="py-12 text-center text-slate-400">No audio files found</p>';
  return (
    '<div class="flex min-h-screen">' +
    rail(options.railOpen) +
    '<div class="flex min-w-0 flex-1 flex-col"><header class="flex h-14 items-center gap-2 border-b border-slate-800 px-4">' +
    `<button class="${BUTTON} ${GHOST} size-9" type="button" aria-label="Toggle sidebar" aria-expanded="false" title="Toggle sidebar (Ctrl+B)">${icon('panel-left lucide-sidebar', 'size-4')}</button>` +
    `<a class="rounded text-lg font-semibold tracking-tight text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500" href="/">${escapeHtml(PRODUCT_NAME)}</a>` +
    `<a class="${BUTTON} bg-sky-700 text-white hover:bg-sky-800 h-8 px-3 ml-auto" href="/login" data-first-view-visitor>Sign In</a></header>` +
    '<main class="min-h-screen flex-1 p-6 outline-none"><div data-remote="mf_discover" style="display: contents;"><div class="space-y-6">' +
    '<header class="mb-6 flex flex-wrap items-end justify-between gap-4"><div><h1 class="text-3xl font-bold tracking-tight text-slate-50">Discover Hi-Fi Audio</h1>' +
    '<p class="mt-1 text-slate-400">Search and listen to lossless audio files shared by our community</p></div></header>' +
    FILTERS +
    featured +
    '<h2 class="sr-only">Tracks</h2>' +
    tracks +
    '</div></div></main>' +
    '<footer class="flex flex-wrap items-center gap-4 border-t border-slate-800 px-4 py-3 text-xs text-slate-400"><a href="/terms" class="hover:text-slate-300">Terms</a><a href="/privacy" class="hover:text-slate-300">Privacy</a><a href="mailto:support@hifi.audio" class="hover:text-slate-300">Support</a></footer>' +
    '</div></div>'
  );
}
