/**
 * GET /functions/v1/link-preview/audio/{id} and …/release/{id} (the site routes /audio/{id} and
 * /release/{id} here): the shell's index.html with the track's or release's title, description,
 * Open Graph / Twitter player tags and the oEmbed discovery link in its head, for crawlers, which
 * run no JavaScript. An unknown one gets the plain shell page; its router says it is not found.
 */
import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import { injectIntoHead, linkPreviewTags } from '../_shared/link-preview.ts';
import { cohortHeaders } from '../_shared/page-inlines.ts';
import { restReleaseLookup, restTrackLookup } from '../_shared/track-summary.ts';
import { trackFirstView } from '../first-view/handler.ts';

const sharedPage = /\/(audio|release)\/([^/]+)\/?$/;

export function createHandler(env: FunctionEnv): FunctionHandler {
  const findTrack = restTrackLookup(env.SUPABASE_URL, env.SUPABASE_ANON_KEY);
  const findRelease = restReleaseLookup(env.SUPABASE_URL, env.SUPABASE_ANON_KEY);
  const shellIndex = env.SHELL_INDEX_URL ?? `${env.SITE_URL}/index.html`;
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response(JSON.stringify({ message: `${req.method} is not allowed` }), {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'application/json' },
      });
    }
    // The page's path rides along: a site that writes preload hints for the route's files into
    // the page (the local stack) can do so for this one; a static host ignores it.
    const page = new URL(shellIndex);
    // (the function sees its path from /link-preview on; the route is the site's path)
    page.searchParams.set('route', new URL(req.url).pathname.replace(/^\/link-preview(?=\/|$)/, '') || '/');
    const shell = await fetch(page, { headers: cohortHeaders(req) });
    if (!shell.ok) {
      return new Response(JSON.stringify({ message: 'the site is not built: run `pnpm build` first' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }
    let html = await shell.text();
    const match = sharedPage.exec(new URL(req.url).pathname);
    let id: string | undefined;
    try {
      id = match ? decodeURIComponent(match[2] ?? '') : undefined;
    } catch {
      id = undefined;
    }
    const find = match?.[1] === 'release' ? findRelease : findTrack;
    // a track page also gets its first screen (first-view/handler.ts), read at the same time
    const [track, firstView] = await Promise.all([
      id ? find(id) : null,
      id && match?.[1] === 'audio' && req.method === 'GET' ? trackFirstView(id, env) : undefined,
    ]);
    if (track) html = injectIntoHead(html, linkPreviewTags(track, env.SITE_URL));
    if (track && firstView) html = firstView(html, req.headers.get('cookie') ?? '') ?? html;
    return new Response(req.method === 'HEAD' ? null : html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // The tags follow the track's title and description, which its owner may edit.
        'cache-control': 'no-cache',
      },
    });
  };
}
