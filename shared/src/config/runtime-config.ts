/**
 * The runtime configuration the page reads at start (served as /config.json next to the shell),
 * so one build runs against the local stack or a hosted Supabase project unchanged.
 */
export interface RuntimeConfig {
  /** The Supabase (or local stack) URL; null means the page's own origin. */
  supabaseUrl: string | null;
  supabaseAnonKey: string;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates a parsed /config.json; a missing key raises, a missing URL falls back to `origin`. */
export function parseRuntimeConfig(value: unknown, origin: string): { url: string; anonKey: string } {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('runtime config is not a JSON object');
  }
  const { supabaseUrl, supabaseAnonKey } = value as Partial<RuntimeConfig>;
  const url = supabaseUrl ?? origin;
  if (typeof url !== 'string' || url === '')
    throw new RuntimeConfigError('missing backend URL (supabaseUrl)');
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') {
    throw new RuntimeConfigError('missing backend key (supabaseAnonKey)');
  }
  return { url: new URL(url, origin).toString().replace(/\/$/, ''), anonKey: supabaseAnonKey };
}

/**
 * The id of the inert JSON element the site writes the config into as it serves a page
 * (supabase/functions/_shared/page-inlines.ts); a page served without it fetches /config.json.
 */
export const INLINED_CONFIG_ID = 'hifi-config';

/** The config the site wrote into the page, as a response, or undefined when it wrote none. */
function inlinedConfig(): Response | undefined {
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(INLINED_CONFIG_ID)?.textContent;
  return text ? new Response(text, { headers: { 'content-type': 'application/json' } }) : undefined;
}

/**
 * Reads the runtime config: `started` when the page began reading it earlier (the shell's first
 * chunk does), else the copy inlined in the page, else a fetch of /config.json (or `path`).
 */
export async function fetchRuntimeConfig(
  path = '/config.json',
  started?: Promise<Response>,
): Promise<{ url: string; anonKey: string }> {
  const response = await (started ?? inlinedConfig() ?? fetch(path, { cache: 'no-cache' }));
  if (!response.ok) throw new RuntimeConfigError(`${path} answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.origin);
}
