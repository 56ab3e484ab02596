/**
 * Link-preview tags for a track page (docs/product.md#2-screens-and-routes Track page) and a release page:
 * crawlers do not run JavaScript, so these go into the HTML the server sends for /audio/{id} and
 * /release/{id}. Every user string is escaped.
 */
import { escapeHtml } from './escape-html.ts';
import { EMBED_HEIGHT, EMBED_WIDTH, PRODUCT_NAME, SHARED_PATHS, type TrackSummary } from './track-summary.ts';

export function linkPreviewTags(track: TrackSummary, siteUrl: string): string {
  const paths = SHARED_PATHS[track.kind ?? 'track'];
  const pageUrl = `${siteUrl}${paths.page}${track.id}`;
  const playerUrl = `${siteUrl}${paths.embed}${track.id}`;
  const title = `${track.title} | ${PRODUCT_NAME}`;
  const description = track.description?.trim() || `Listen to ${track.title} on ${PRODUCT_NAME}`;
  const oembedUrl = `${siteUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', track.kind === 'release' ? 'music.album' : 'music.song'),
    meta('property', 'og:title', track.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:audio', playerUrl),
    meta('property', 'og:video', playerUrl),
    meta('property', 'og:video:type', 'text/html'),
    meta('property', 'og:video:width', EMBED_WIDTH),
    meta('property', 'og:video:height', EMBED_HEIGHT),
    meta('property', 'music:musician', `${siteUrl}/profile/${track.userId}`),
    meta('name', 'twitter:card', 'player'),
    meta('name', 'twitter:title', track.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:player', playerUrl),
    meta('name', 'twitter:player:width', EMBED_WIDTH),
    meta('name', 'twitter:player:height', EMBED_HEIGHT),
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl)}" title="${escapeHtml(track.title)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
  ].join('\n    ');
}

/** Puts the tags into the page's head, replacing the shell's generic <title>. */
export function injectIntoHead(html: string, tags: string): string {
  // the page's own title and description give way to the track's
  const withoutTitle = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta name="description"[^>]*>/i, '');
  const at = withoutTitle.search(/<\/head>/i);
  if (at < 0) return `${tags}\n${withoutTitle}`;
  return `${withoutTitle.slice(0, at)}    ${tags}\n  ${withoutTitle.slice(at)}`;
}
