/**
 * What the local site (backend/src/site) writes into a page's HTML as it serves it, and the
 * first-view function into a page it reads from a plain static host (fewer serial steps before the
 * first card: docs/architecture.md#what-a-phone-downloads): the runtime config and the remote
 * registry as inert JSON, which the page reads instead of fetching /config.json and /remotes.json,
 * and preload hints for the files of the remote the route renders, which the browser otherwise
 * learns of only after the shell has started, read the registry and fetched the remote's manifest.
 *
 * Everything here is an optimisation: a page served without it (a plain static host, a remote's
 * standalone page) fetches the same files and works the same, one or two steps slower.
 */

/** The element ids the pages look for (shell/src/early-fetches.ts, shared runtime-config.ts). */
export const INLINED_CONFIG_ID = 'hifi-config';
export const INLINED_REMOTES_ID = 'hifi-remotes';

/**
 * JSON in a `type="application/json"` script element: never executed, so the page's CSP (no
 * inline script) does not apply. `<` is escaped so no value can close the element early.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel=preload>` matching the request the page makes later, so the browser reuses it:
 * Module Federation fetches a manifest with fetch() (cors mode, same-origin credentials, hence
 * `crossorigin`), and adds scripts and stylesheets without a crossorigin attribute.
 */
export function hintTags(hints: Hint[]): string {
  return hints
    .map(
      ({ href, as }) =>
        `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`,
    )
    .join('');
}

/**
 * The visitor's cohort cookie (hifi_cohort: which build of a canaried remote they get, see
 * docs/architecture.md#releasing-a-remote), for a function that reads the site's page or
 * /remotes.json on their behalf, so it gets the registry that visitor gets. No other cookie goes along.
 */
export function cohortHeaders(req: Request): Record<string, string> {
  const cohort = /(?:^|;\s*)(hifi_cohort=[^;]*)/.exec(req.headers.get('cookie') ?? '')?.[1];
  return cohort ? { cookie: cohort } : {};
}

/** `tags` at the end of the head (after the build's own hints and first script). */
export function injectIntoHead(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  if (end >= 0) return html.slice(0, end) + tags + html.slice(end);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(0, body) + tags + html.slice(body) : tags + html;
}

/** The remote module a page path renders first, by the shell's route table (shell/src/app/routes.tsx). */
export function routeRemote(path: string): { remote: string; expose: string } | undefined {
  if (path.replace(/\/$/, '') === '/discover') return { remote: 'mf_discover', expose: 'DiscoverPage' };
  if (/^\/audio\/[^/]+\/?$/.test(path)) return { remote: 'mf_discover', expose: 'TrackPage' };
  return undefined;
}

/** The part of an mf-manifest.json this reads (written by @module-federation/rsbuild-plugin). */
export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The files Module Federation loads to render `expose` of a remote: its manifest, its entry, and
 * the exposed module's own (sync) scripts and stylesheets, as URLs in the page's terms. Asset
 * paths resolve against the manifest's folder when its publicPath is 'auto', as the runtime does.
 */
export function exposeHints(manifestUrl: string, manifest: Manifest, expose: string): Hint[] {
  const page = 'http://page.invalid';
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', new URL(manifestUrl, page));
  const url = (file: string) => {
    const resolved = new URL(file, base);
    return resolved.origin === page ? `${resolved.pathname}${resolved.search}` : resolved.toString();
  };
  const module = manifest.exposes?.find((e) => e.name === expose || e.name === `./${expose}`);
  const entry = manifest.metaData?.remoteEntry;
  if (!module || !entry?.name) return [];
  return [
    { href: url(manifestUrl), as: 'fetch' },
    { href: url(`${entry.path ?? ''}${entry.name}`), as: 'script' },
    ...(module.assets?.css?.sync ?? []).map((file) => ({ href: url(file), as: 'style' as const })),
    ...(module.assets?.js?.sync ?? []).map((file) => ({ href: url(file), as: 'script' as const })),
  ];
}
