/**
 * Headers of the site's pages (docs/architecture.md, "Limits and headers"). The pages have no
 * inline script, so scripts come only from this origin and the remotes' origins named in the
 * registry; 'wasm-unsafe-eval' lets the player compile its decoders, which is not 'unsafe-eval'.
 * Styles may be inline: React and the UI kit set style attributes. No page may be framed except
 * the embed player, which exists to be framed by any site.
 */

/** The origins a page talks to besides its own: remotes, the API, the analytics endpoint. */
export interface PageOrigins {
  remotes: string[];
  api: string[];
}

const embedPage = /^\/embed\/audio\//;

/** The origin of an absolute http(s) URL, or undefined for a relative one or garbage. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(path: string, origins: PageOrigins): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const { remotes, api } = origins;
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...api, ...remotes)}`,
    `media-src ${list("'self'", 'blob:', ...api)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...api, ...remotes)}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${embedPage.test(path) ? '*' : "'none'"}`,
  ].join('; ');
}

/** Headers for an HTML page of the site at path. */
export function pageHeaders(path: string, origins: PageOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(path, origins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(embedPage.test(path) ? {} : { 'x-frame-options': 'DENY' }),
  };
}
