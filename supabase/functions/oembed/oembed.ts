/**
 * The oEmbed endpoint (https://oembed.com, docs/product.md#2-screens-and-routes/§3): GET /oembed?url={track or
 * release page URL} or /oembed/{id}?url=… (a track) answers a 'rich' description whose html is the
 * 600x150 embed iframe.
 * Written against web-standard Request/Response so the same code serves from the local stack
 * and as a Supabase Edge Function.
 */
import { escapeHtml } from '../_shared/escape-html.ts';
import {
  EMBED_HEIGHT,
  EMBED_WIDTH,
  isTrackId,
  PRODUCT_NAME,
  type ReleaseLookup,
  SHARED_PATHS,
  type SharedKind,
  type TrackLookup,
} from '../_shared/track-summary.ts';

export interface OembedOptions {
  /** the public site origin, e.g. https://hifi.example (no trailing slash) */
  siteUrl: string;
  findTrack: TrackLookup;
  findRelease: ReleaseLookup;
}

const headers = {
  'content-type': 'application/json; charset=utf-8',
  // oEmbed consumers are servers and browsers on other origins; the answer is public.
  'access-control-allow-origin': '*',
};

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } });
}

const failure = (status: number, message: string) => json(status, { error: true, message });

/** What the url names: the track of the path (/oembed/{id}), else the segment after 'audio' or 'release'. */
function itemFrom(pathId: string | undefined, target: URL): { kind: SharedKind; id: string | undefined } {
  if (pathId) return { kind: 'track', id: pathId };
  const segments = target.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((s) => s === 'audio' || s === 'release');
  return {
    kind: segments[at] === 'release' ? 'release' : 'track',
    id: at >= 0 ? segments[at + 1] : undefined,
  };
}

export function createOembedHandler(options: OembedOptions) {
  return async function oembed(req: Request): Promise<Response> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return json(405, { error: true, message: `${req.method} is not allowed` }, { allow: 'GET, HEAD' });
    }
    const requestUrl = new URL(req.url);
    const pathId = /^\/oembed\/([^/]+)\/?$/.exec(requestUrl.pathname)?.[1];
    const rawUrl = requestUrl.searchParams.get('url');
    if (!rawUrl) return failure(400, 'URL parameter is required');
    // oEmbed §2.2: a provider that cannot answer the requested format answers 501.
    const format = requestUrl.searchParams.get('format');
    if (format && format !== 'json') return failure(501, `format ${format} is not supported; use json`);

    let target: URL;
    try {
      target = new URL(rawUrl);
    } catch {
      return failure(400, 'Invalid URL format');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return failure(400, 'Invalid URL format');
    let item: { kind: SharedKind; id: string | undefined };
    try {
      item = itemFrom(pathId && decodeURIComponent(pathId), target);
    } catch {
      return failure(400, 'Invalid URL format');
    }
    const { kind, id } = item;
    if (!id) return failure(400, 'Invalid URL format');
    const find = kind === 'release' ? options.findRelease : options.findTrack;
    const track = isTrackId(id) ? await find(id) : null;
    if (!track) return failure(404, kind === 'release' ? 'Release not found' : 'Audio file not found');

    const embedUrl = `${options.siteUrl}${SHARED_PATHS[kind].embed}${track.id}`;
    const html =
      `<iframe src="${escapeHtml(embedUrl)}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" ` +
      `frameborder="0" scrolling="no" allow="autoplay; encrypted-media" ` +
      `title="${escapeHtml(`${track.title} by ${track.authorName}`)}"></iframe>`;
    return json(200, {
      version: '1.0',
      type: 'rich',
      provider_name: PRODUCT_NAME,
      provider_url: options.siteUrl,
      title: track.title,
      author_name: track.authorName,
      author_url: `${options.siteUrl}/profile/${track.userId}`,
      html,
      width: EMBED_WIDTH,
      height: EMBED_HEIGHT,
      // Creative Commons only, as Flickr's oEmbed names them: all rights reserved goes unsaid.
      ...(track.licence.creativeCommons && { license: track.licence.label, license_url: track.licence.deed }),
    });
  };
}
