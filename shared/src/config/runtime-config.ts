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
 * Reads /config.json (or `path`); `started` is that fetch when the page began it earlier (the
 * shell's first chunk does, so it runs while the rest of the JavaScript downloads).
 */
export async function fetchRuntimeConfig(
  path = '/config.json',
  started?: Promise<Response>,
): Promise<{ url: string; anonKey: string }> {
  const response = await (started ?? fetch(path, { cache: 'no-cache' }));
  if (!response.ok) throw new RuntimeConfigError(`${path} answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.origin);
}
