/**
 * GET /functions/v1/first-view/discover (the site routes /discover here): the shell's index.html
 * with Discover's first screen already in it (LCP at the first paint, not after all of
 * the page's JavaScript and a REST round trip). The page carries:
 *   - the first view before the app's root, which stays hidden until the app has rendered the same
 *     screen and swaps it in (releaseFirstView in @hifi/shared). The view is rendered by the apps'
 *     own components: the shell's layout around Discover's page, from their server entries, which
 *     `pnpm build` bundles into ./generated/ (contract.ts); no markup is written here;
 *   - the data it shows as inert JSON (`hifi-first-view-data`), which seeds the page's query cache,
 *     so the app renders it without asking again;
 *   - the page's stylesheets as stylesheets (the build only hints them) and the featured cover's preload;
 *   - the app's scripts and script hints inside a `<template>`, started by /first-view-boot.js
 *     (shell/src/first-view/boot.ts): at once, or with Save-Data or on 2g/3g when the visitor first
 *     interacts.
 * The local site writes the registry and the route's hints into the page it hands over; a page
 * from a plain static host (a hosted project's site) gets them here, from the site's
 * /remotes.json and Discover's mf-manifest.json. Any other path or view (a query string), a site
 * whose registry or manifest can't be read, an API error, or server entries that were not built:
 * the plain shell page, which renders on the client as before.
 */
import { escapeHtml } from '../_shared/escape-html.ts';
import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import {
  cohortHeaders,
  exposeHints,
  hintTags,
  INLINED_REMOTES_ID,
  injectIntoHead,
  jsonScript,
  type Manifest,
  routeRemote,
} from '../_shared/page-inlines.ts';
import type { DiscoverFirstViewData } from './contract.ts';
import { restDiscoverFirstPage } from './discover-first-page.ts';

const discoverPage = /^\/discover\/?$/;

/** The apps' server entries (built by `pnpm build`); loaded once, on the first page that needs them. */
type Entries = {
  discover: typeof import('./generated/discover-first-view.js');
  shell: typeof import('./generated/shell-chrome.js');
};
let entries: Promise<Entries> | undefined;
function loadEntries(): Promise<Entries> {
  entries ??= Promise.all([
    import('./generated/discover-first-view.js'),
    import('./generated/shell-chrome.js'),
  ]).then(([discover, shell]) => ({ discover, shell }));
  // a failed load is tried again on the next page (a build that has finished meanwhile)
  entries.catch(() => {
    entries = undefined;
  });
  return entries;
}

export function createHandler(env: FunctionEnv): FunctionHandler {
  const shellIndex = env.SHELL_INDEX_URL ?? `${env.SITE_URL}/index.html`;
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response(JSON.stringify({ message: `${req.method} is not allowed` }), {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'application/json' },
      });
    }
    const url = new URL(req.url);
    // the function sees its path from /first-view on
    const path = url.pathname.replace(/^\/first-view(?=\/|$)/, '') || '/';
    const page = new URL(shellIndex);
    page.searchParams.set('route', path);
    const [shell, view] = await Promise.all([
      fetch(page, { headers: cohortHeaders(req) }),
      discoverPage.test(path) && url.search === ''
        ? loadEntries()
            .then(async (apps) => {
              const request = apps.discover.firstPageRequest;
              // the site's build names whom it features; the function's environment may say otherwise
              const featured = env.FEATURED_USERNAME ?? request.featuredUsername;
              const data = await restDiscoverFirstPage(
                env.SUPABASE_URL,
                env.SUPABASE_ANON_KEY,
                request,
                featured,
              );
              return { apps, data };
            })
            .catch((error: Error) => {
              console.error(`[first-view] plain page: ${error.message}`);
              return undefined;
            })
        : undefined,
    ]);
    if (!shell.ok) {
      return new Response(JSON.stringify({ message: 'the site is not built: run `pnpm build` first' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }
    let html = await shell.text();
    if (view && !html.includes(`id="${INLINED_REMOTES_ID}"`))
      html = await withSiteInlines(html, page, path, cohortHeaders(req));
    const cookie = req.headers.get('cookie') ?? '';
    const body =
      (view &&
        withFirstView(html, view.data, view.apps, {
          supabaseUrl: env.SUPABASE_URL,
          anonKey: env.SUPABASE_ANON_KEY,
          cookie,
          siteOrigin: env.SITE_URL,
        })) ??
      html;
    return new Response(req.method === 'HEAD' ? null : body, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // the cards follow likes and uploads: revalidated on every visit (the site adds an ETag)
        'cache-control': 'no-cache',
      },
    });
  };
}

/**
 * A page from a plain static host with what the local site would have written into it for `path`:
 * the registry and the hints for the remote the route renders; the page as it was when either
 * can't be read.
 */
async function withSiteInlines(
  html: string,
  page: URL,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  const route = routeRemote(path);
  if (!route) return html;
  const json = async (url: URL) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  try {
    const entries = (await json(new URL('/remotes.json', page))) as Record<string, unknown>;
    const manifestUrl = entries?.[route.remote];
    if (typeof manifestUrl !== 'string') throw new Error(`/remotes.json has no ${route.remote}`);
    const manifest = (await json(new URL(manifestUrl, page))) as Manifest;
    const hints = exposeHints(manifestUrl, manifest, route.expose);
    return injectIntoHead(html, jsonScript(INLINED_REMOTES_ID, entries) + hintTags(hints));
  } catch (error) {
    console.error(`[first-view] plain page: ${(error as Error).message}`);
    return html;
  }
}

/** The page's inlined config (page-inlines.ts), for the Storage URL its covers are read from. */
function pageSupabaseUrl(html: string, fallback: string): string {
  const json = /<script type="application\/json" id="hifi-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  try {
    const config = json ? (JSON.parse(json) as { supabaseUrl?: string | null }) : undefined;
    if (config && 'supabaseUrl' in config) return (config.supabaseUrl ?? '').replace(/\/+$/, '');
  } catch {
    // a page whose config is unreadable reads covers from the function's own API URL
  }
  return fallback;
}

/**
 * The last few views rendered, by what they were rendered from: every visitor sees the same screen
 * until a like or an upload changes the data, and rendering the components takes the server
 * ~10 ms where a lookup takes none (the page's time to first byte is its LCP's).
 */
const views = new Map<string, string>();
const VIEWS_KEPT = 4;
function rendered(key: string, render: () => string): string {
  const hit = views.get(key);
  if (hit !== undefined) return hit;
  const view = render();
  views.set(key, view);
  // a Map iterates in insertion order: the oldest goes first
  for (const old of views.keys()) if (views.size > VIEWS_KEPT) views.delete(old);
  return view;
}

interface PageContext {
  /** the function's API URL, and the page's when its config names none */
  supabaseUrl: string;
  anonKey: string;
  cookie: string;
  /** the site's origin: a page whose config names no API URL talks to its own origin */
  siteOrigin: string;
}

/**
 * The shell page with a route's first view in it, or undefined when the page lacks what it needs:
 * the registry and route hints the site writes into it (without them the remote's stylesheet is
 * unknown). `render` draws the remote's page, given the URL its client would use for covers.
 */
function intoPage(
  html: string,
  apps: Entries,
  context: PageContext,
  view: { path: string; data: unknown; preloadImage?: string; render(storage: string): string },
): string | undefined {
  const { APP_TAGS_ID, BOOT_SCRIPT, FIRST_VIEW_DATA_ID, FIRST_VIEW_ID, renderShellChrome } = apps.shell;
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html);
  const root = /<div id="root"><\/div>/.exec(html);
  const remote = routeRemote(view.path)?.remote;
  if (!head || !root || !remote || !html.includes('id="hifi-remotes"')) return undefined;
  // a page whose API is its own origin (no supabaseUrl in its config): the app's client uses the origin too
  const storage = pageSupabaseUrl(html, context.supabaseUrl) || context.siteOrigin;
  const railOpen = !/(?:^|;\s*)sidebar_state=false/.test(context.cookie);

  // The app's scripts and their hints wait in a template; stylesheet hints become stylesheets.
  const appTags: string[] = [];
  let headHtml = (head[1] ?? '')
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, (tag) => {
      appTags.push(tag);
      return '';
    })
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/gi, (tag) => {
      if (/\bas="style"/.test(tag))
        return tag.replace(/\s*\bas="style"/, '').replace('rel="preload"', 'rel="stylesheet"');
      appTags.push(tag);
      return '';
    });
  headHtml +=
    (view.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(encodeURI(`${storage}${view.preloadImage}`))}" fetchpriority="high">`
      : '') +
    jsonScript(FIRST_VIEW_DATA_ID, view.data) +
    `<script defer src="${BOOT_SCRIPT}"></script>`;
  let body: string;
  try {
    body = rendered(`${view.path} ${railOpen} ${storage} ${JSON.stringify(view.data)}`, () =>
      renderShellChrome({
        pathname: view.path,
        railOpen,
        remote,
        content: view.render(storage),
        idPrefix: 'fv-shell-',
      }),
    );
  } catch (error) {
    // a component that cannot render on a server must not cost the visitor the page
    console.error(`[first-view] plain page for ${view.path}: ${(error as Error).message}`);
    return undefined;
  }
  return (
    html.slice(0, head.index) +
    `<head>${headHtml}</head>` +
    html
      .slice(head.index + head[0].length)
      // a function, not a string: `$&` in a title must stay text
      .replace(
        root[0],
        () =>
          `<div id="${FIRST_VIEW_ID}" data-path="${escapeHtml(view.path)}">${body}</div><div id="root" hidden></div><template id="${APP_TAGS_ID}">${appTags.join('')}</template>`,
      )
  );
}

/** The shell page with Discover's first screen in it (see intoPage). */
export function withFirstView(
  html: string,
  data: DiscoverFirstViewData,
  apps: Entries,
  context: PageContext,
): string | undefined {
  const cover = data.featured?.cover_path;
  return intoPage(html, apps, context, {
    path: '/discover',
    data,
    // the LCP candidate on a large screen: asked for with the HTML, not once the image is laid out
    preloadImage: cover ? `/storage/v1/object/public/audio/${cover}/96.webp` : undefined,
    render: (storage) =>
      apps.discover.renderDiscoverFirstView(data, {
        supabaseUrl: storage,
        anonKey: context.anonKey,
        idPrefix: 'fv-',
      }),
  });
}

/**
 * A track page's first screen (/audio/{id}, where most shared links land), read with shared's own
 * queries: what writes it into the shell page, or undefined for a track a visitor can't see, a
 * failed read, or server entries not built (the page stays as it was). The link-preview
 * function, which answers these pages, calls this while it looks the track up for its tags.
 */
export async function trackFirstView(
  id: string,
  env: FunctionEnv,
): Promise<((html: string, cookie: string) => string | undefined) | undefined> {
  try {
    const apps = await loadEntries();
    const api = { supabaseUrl: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY };
    const data = await apps.discover.readTrackFirstView(id, api);
    if (!data) return undefined;
    return (html, cookie) =>
      intoPage(
        html,
        apps,
        { ...api, cookie, siteOrigin: env.SITE_URL },
        {
          path: `/audio/${data.track.id}`,
          data,
          render: (storage) =>
            apps.discover.renderTrackFirstView(data, {
              supabaseUrl: storage,
              anonKey: env.SUPABASE_ANON_KEY,
              idPrefix: 'fv-',
            }),
        },
      );
  } catch (error) {
    console.error(`[first-view] plain track page: ${(error as Error).message}`);
    return undefined;
  }
}
