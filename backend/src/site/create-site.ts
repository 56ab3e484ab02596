/**
 * The static host of the built apps, mounted last in the stack (prefix ''): the shell at /, each
 * remote's build under /remotes/<app>/ (with its mf-manifest.json) and each released build under
 * /remotes/<app>/<build>/, the runtime registry at /remotes.json (per visitor: the released build
 * of each app their cohort gets, docs/architecture.md#releasing-a-remote) and the page's runtime
 * config at /config.json. Unknown page paths get the
 * shell's index.html so the shell's router (and its 404 page) decides. Pages go out with the
 * config and registry written into them, and preload hints for the route's remote
 * (page-inlines.ts), so the page need not fetch those before it can start.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  buildForVisitor,
  cohortSetCookie,
  newVisitorId,
  visitorIdFromCookie,
} from '../../../release/src/cohort.ts';
import { readPointer, releaseBuildId } from '../../../release/src/pointer.ts';
import { buildDir } from '../../../release/src/site-dir.ts';
import {
  exposeHints,
  hintTags,
  INLINED_CONFIG_ID,
  INLINED_REMOTES_ID,
  injectIntoHead,
  jsonScript,
  routeRemote,
} from '../../../supabase/functions/_shared/page-inlines.ts';
import type { Handler, StackContext } from '../http/context.ts';
import { HttpError, sendJson } from '../http/respond.ts';
import { originOf, type PageOrigins, pageHeaders } from './security-headers.ts';
import { defaultRegistry, remoteApps, type SiteOptions, siteOptionsFromEnv } from './site-options.ts';
import { resolveInside, sendFile, sendPage } from './static-files.ts';

/** Paths that belong to the API: never answered with the shell's HTML, even before that part is mounted. */
const apiPrefixes = ['/rest/', '/auth/', '/storage/', '/functions/', '/oembed', '/realtime/'];

const noCache = { 'cache-control': 'no-cache' };

const trackPage = /^\/(audio|release)\/[^/]+\/?$/;
const embedPage = /^\/embed\/(audio|release)\/[^/]+\/?$/;
const discoverRoute = /^\/discover\/?$/;

/** A function's answer for a page, for the site to send on with its own headers, ETag and compression. */
export type PageFunction = (req: IncomingMessage, url: URL) => Promise<Response>;

/**
 * trackPageHandler answers a track's page (the link-preview function) as it is, pages.track the
 * same for a GET, sent on by the site (with an ETag, compressed); pages.discover /discover (the
 * first-view function); without them, or when they fail, the plain shell page.
 */
export async function createSite(
  ctx: StackContext,
  options: SiteOptions = siteOptionsFromEnv(),
  trackPageHandler?: Handler,
  pages: { track?: PageFunction; discover?: PageFunction } = {},
) {
  /**
   * The build of each released app this visitor gets (release/src/pointer.ts, read on every
   * request so a release or rollback shows on the next one); an app never released is absent.
   */
  async function releasedBuilds(visitor: string | undefined): Promise<Record<string, string | null>> {
    const releasesDir = options.releasesDir;
    if (!releasesDir) return {};
    const apps = Object.values(remoteApps);
    const pointers = await Promise.all(apps.map((app) => readPointer(releasesDir, app)));
    return Object.fromEntries(
      apps.map((app, i) => {
        const pointer = pointers[i];
        return [app, pointer ? buildForVisitor(pointer, app, visitor) : null];
      }),
    );
  }

  /** The registry this visitor gets: HIFI_REMOTES(_FILE) when set, else every remote at its released (or built) place. */
  async function registry(visitor?: string): Promise<unknown> {
    const text = options.remotesFile
      ? await readFile(options.remotesFile, 'utf8').catch((error: Error) => {
          throw new HttpError(500, `remote registry file unreadable: ${error.message}`);
        })
      : options.remotesJson;
    if (text === undefined) return defaultRegistry(await releasedBuilds(visitor));
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(500, 'the remote registry (HIFI_REMOTES / HIFI_REMOTES_FILE) is not valid JSON');
    }
  }

  /** The origins a page may load from or talk to, besides its own (security-headers.ts). */
  async function pageOrigins(known?: unknown): Promise<PageOrigins> {
    const entries = known ?? (await registry());
    const urls = entries && typeof entries === 'object' ? Object.values(entries) : [];
    const origin = (url: unknown) => (typeof url === 'string' ? originOf(url) : undefined);
    return {
      remotes: urls.map(origin).filter((o) => o !== undefined),
      api: [options.supabaseUrl, options.analyticsEndpoint].map(origin).filter((o) => o !== undefined),
    };
  }
  /** `entries`: the registry when the caller has read it already (it is read per request: it may change). */
  const htmlHeaders = async (path: string, file: string, entries?: unknown) =>
    file.endsWith('.html') ? pageHeaders(path, await pageOrigins(entries)) : {};

  /** /config.json: what the page's one Supabase client is made from. */
  const runtimeConfig = () => ({
    supabaseUrl: options.supabaseUrl,
    supabaseAnonKey: ctx.keys.anonKey,
    ...(options.analyticsEndpoint ? { analyticsEndpoint: options.analyticsEndpoint } : {}),
  });

  /**
   * Preload hints for the remote module `path` renders, when the registry points that remote at
   * a build this server serves (its manifest is read from disk); none otherwise.
   */
  async function routeHints(path: string, entries: unknown): Promise<string> {
    const route = routeRemote(path);
    const manifestUrl =
      route && entries && typeof entries === 'object'
        ? (entries as Record<string, unknown>)[route.remote]
        : undefined;
    if (!route || typeof manifestUrl !== 'string') return '';
    const [, app, build] =
      /^\/remotes\/([a-z0-9-]+)\/(?:([^/]+)\/)?mf-manifest\.json$/.exec(manifestUrl) ?? [];
    const dir = app && remoteRoot(app, build);
    if (!dir) return '';
    try {
      const manifest = JSON.parse(await readFile(`${dir}/mf-manifest.json`, 'utf8'));
      return hintTags(exposeHints(manifestUrl, manifest, route.expose));
    } catch {
      return ''; // not built or unreadable: the page loads the remote without hints
    }
  }

  /** The folder of one released build of app, or its never-released build (no build named). */
  function remoteRoot(app: string, build?: string): string | undefined {
    if (!build) return options.remoteDirs[app];
    return options.releasesDir && releaseBuildId.test(build) && options.remoteDirs[app]
      ? buildDir(options.releasesDir, app, build)
      : undefined;
  }

  /**
   * The visitor's cohort id (release/src/cohort.ts): from their cookie, else a new one, set on
   * this response and added to the request, so a function this request goes on to (first-view,
   * link-preview) reads the page for the same visitor.
   */
  function visitorOf(req: IncomingMessage, res: ServerResponse): string {
    const known = visitorIdFromCookie(req.headers.cookie);
    if (known) return known;
    const visitor = newVisitorId();
    res.setHeader('set-cookie', cohortSetCookie(visitor, ctx.config.siteUrl.startsWith('https:')));
    req.headers.cookie = [req.headers.cookie, `hifi_cohort=${visitor}`].filter(Boolean).join('; ');
    return visitor;
  }

  /** Sends an HTML page of the site with the config (and for the shell, the registry and hints) in it. */
  async function sendInlinedPage(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    file: string,
    shell: boolean,
    route = path,
  ): Promise<boolean> {
    const html = await readFile(file, 'utf8').catch(() => undefined);
    if (html === undefined) return false;
    const entries = shell ? await registry(visitorOf(req, res)) : undefined;
    const tags =
      jsonScript(INLINED_CONFIG_ID, runtimeConfig()) +
      (shell ? jsonScript(INLINED_REMOTES_ID, entries) + (await routeHints(route, entries)) : '');
    await sendPage(req, res, injectIntoHead(html, tags), await htmlHeaders(path, file, entries));
    return true;
  }

  async function sendShellIndex(req: IncomingMessage, res: ServerResponse, path: string, route = path) {
    if (!(await sendInlinedPage(req, res, path, `${options.shellDir}/index.html`, true, route))) {
      sendJson(res, 503, { message: 'the site is not built: run `pnpm build` first' });
    }
  }

  const handler: Handler = async (req, res, path, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(
        res,
        405,
        { message: `${req.method} is not allowed on the static site` },
        { allow: 'GET, HEAD' },
      );
    }
    if (path === '/remotes.json') return sendJson(res, 200, await registry(visitorOf(req, res)), noCache);
    if (path === '/config.json') {
      return sendJson(res, 200, runtimeConfig(), noCache);
    }
    if (apiPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
      return sendJson(res, 404, { message: `no route for ${path}` });
    }

    const remote = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(path);
    if (remote) {
      const [, app = '', whole = '/'] = remote;
      if (!options.remoteDirs[app]) return sendJson(res, 404, { message: `no remote named ${app}` });
      // /remotes/<app>/<build>/… is one released build's immutable folder; anything else, the app's own build.
      const [, build, inBuild = '/'] = /^\/([^/]+)(\/.*)?$/.exec(whole) ?? [];
      const released = build && releaseBuildId.test(build) ? remoteRoot(app, build) : undefined;
      const root = released ?? (options.remoteDirs[app] as string);
      const rest = released ? inBuild : whole;
      const file = resolveInside(root, rest);
      if (!file) throw new HttpError(400, 'invalid path');
      // A remote's manifest and chunks may be fetched from a host on another origin.
      const headers = { 'access-control-allow-origin': '*', ...(await htmlHeaders(path, file)) };
      if (await sendFile(req, res, file, whole.slice(1), headers)) return;
      return sendJson(res, 404, { message: `not found: ${path}` });
    }

    // The link-preview function reads the shell's page here, naming the page it answers (?route=),
    // whose hints it then gets too.
    if (path === '/index.html') return sendShellIndex(req, res, path, url.searchParams.get('route') ?? path);
    const file = resolveInside(options.shellDir, path);
    if (!file) throw new HttpError(400, 'invalid path');
    if (path !== '/' && (await sendFile(req, res, file, path.slice(1), await htmlHeaders(path, file))))
      return;
    // A missing asset is a 404; any other path is a page of the single-page app.
    if (/^\/static\//.test(path) || /\.[a-z0-9]+$/i.test(path)) {
      return sendJson(res, 404, { message: `not found: ${path}` });
    }
    // The embed player is a lean page of mf-embed's own (no shell, no federation: docs/decisions/0009);
    // a deployment whose mf-embed has none falls back to the shell's /embed route.
    const embedBuild = embedPage.test(path)
      ? (await releasedBuilds(visitorOf(req, res)))['mf-embed']
      : undefined;
    const embedDir = remoteRoot('mf-embed', embedBuild ?? undefined);
    if (embedPage.test(path) && embedDir) {
      if (await sendInlinedPage(req, res, path, `${embedDir}/embed.html`, false)) return;
    }
    // Link previews: a track's page carries its tags and its first screen in the HTML itself (the
    // link-preview function); sent as every page is (an ETag, compressed: its first view makes it
    // several times the shell's page, which a phone waits for before it paints anything).
    if (pages.track && req.method === 'GET' && trackPage.test(path)) {
      visitorOf(req, res);
      const answer = await pages.track(req, url).catch((error: Error) => {
        console.error(`[site] track page unavailable: ${error.message}`);
        return undefined;
      });
      if (answer?.ok)
        return sendPage(
          req,
          res,
          await answer.text(),
          await htmlHeaders(path, `${options.shellDir}/index.html`),
        );
      if (answer) {
        // the function's own answer (a site not built): sent on as it is
        res.writeHead(answer.status, {
          ...Object.fromEntries(answer.headers),
          ...(await htmlHeaders(path, `${options.shellDir}/index.html`)),
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      return sendShellIndex(req, res, path);
    }
    // any other method (HEAD) goes to the function as it is, with the same security headers
    if (trackPageHandler && trackPage.test(path)) {
      visitorOf(req, res);
      for (const [name, value] of Object.entries(pageHeaders(path, await pageOrigins())))
        res.setHeader(name, value);
      return trackPageHandler(req, res, path, url);
    }
    // Discover's first screen is in the page itself (the first-view function), sent as every page is.
    if (pages.discover && req.method === 'GET' && discoverRoute.test(path)) {
      visitorOf(req, res);
      const answer = await pages.discover(req, url).catch((error: Error) => {
        console.error(`[site] first view unavailable: ${error.message}`);
        return undefined;
      });
      if (answer?.ok) {
        const page = await answer.text();
        return sendPage(req, res, page, await htmlHeaders(path, `${options.shellDir}/index.html`));
      }
    }
    return sendShellIndex(req, res, path);
  };

  return { handler };
}
