import type { ServerResponse } from 'node:http';
import type { AuthConfig } from '../config.ts';

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (c === '*') source += '[^./]*';
    else if (c === '?') source += '[^./]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Where a mailed link or a social sign-in may send the browser: any page of the site, or what
 * the allow-list names (globs as in Supabase: * within a segment, ** across). Anything else
 * falls back to the site URL, so a link in mail can never hand a session to another origin.
 * As in Supabase, '.' and '/' separate: * never crosses a dot or a slash. Only http(s) targets.
 */
export function safeRedirect(config: AuthConfig, candidate: string | null | undefined): string {
  if (!candidate) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  if (url.origin === new URL(config.siteUrl).origin) return url.href;
  for (const entry of config.redirectAllowList) {
    if (entry === url.href || entry === candidate || globToRegExp(entry).test(url.href)) return url.href;
    // An entry that is only an origin allows every page under it.
    try {
      const allowed = new URL(entry);
      if (!entry.includes('*') && allowed.pathname === '/' && allowed.origin === url.origin) return url.href;
    } catch {
      // not a URL: only glob matching applies
    }
  }
  return config.siteUrl;
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** Appends parameters to a URL's fragment (implicit flow) or query (PKCE and errors of it). */
export function withParams(target: string, params: Record<string, string>, where: 'hash' | 'query'): string {
  const url = new URL(target);
  const search = new URLSearchParams(where === 'hash' ? url.hash.slice(1) : url.search);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  if (where === 'hash') url.hash = search.toString();
  else url.search = search.toString();
  return url.href;
}
