import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../client/supabase-client.ts';
import { audioPublicUrl } from './audio-public-url.ts';
import { needsRendition } from './playable-audio-url.ts';

/**
 * docs/product.md#9-constants-and-limits: the first 2 tracks, 50 ms apart, the first 512 KB of
 * each. Eight were fetched per Discover visit (up to 4 MB) and almost none was played
 * (docs/decisions/0009).
 */
export const PREFETCH_LIMIT = 2;
export const PREFETCH_STAGGER_MS = 50;
export const PREFETCH_RANGE = 'bytes=0-524287';

/** What prefetch reads of navigator.connection (Network Information API, Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch for a visitor who asked to save data, or on a 2g/3g connection, where it delays the play itself. */
export function prefetchAllowed(
  connection: ConnectionHints | undefined = (
    globalThis.navigator as { connection?: ConnectionHints } | undefined
  )?.connection,
): boolean {
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

export interface PrefetchOptions {
  client?: SupabaseClient;
  /** navigator.connection unless given */
  connection?: ConnectionHints;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  log?: (message: string, error?: unknown) => void;
}

export type PrefetchOutcome = 'range' | 'head' | 'failed' | 'skipped';

/** Objects whose first bytes this page has already warmed: intent (hover, focus) does not ask again. */
const warmed = new Set<string>();

/** Prefetches on their way, by object: a play waits for its own and stops the others. */
const inFlight = new Map<string, { settled: Promise<void>; controller: AbortController }>();

/**
 * The prefetch of this object still on its way, settling once its bytes are in the cache (or it
 * failed), else undefined. The player waits for it rather than asking for the same bytes beside
 * it: two requests for one file share the connection and neither reuses the other.
 */
export function prefetchSettling(filePath: string): Promise<void> | undefined {
  return inFlight.get(filePath)?.settled;
}

/** Stops every prefetch on its way but this object's: a play needs the connection for itself. */
export function cancelPrefetchesBut(filePath: string | undefined): void {
  for (const [path, { controller }] of inFlight) if (path !== filePath) controller.abort();
}

/**
 * Warms the HTTP cache (and the server's disk cache) for the first bytes of the tracks a
 * visitor is likely to play. A server that does not answer 206 gets a HEAD instead, so at
 * least the connection and headers are warm. Errors are only logged: prefetch never fails a page.
 */
export async function prefetchAudio(filePaths: string[], options: PrefetchOptions = {}) {
  const client = options.client ?? getSupabase();
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error));
  const paths = filePaths.slice(0, PREFETCH_LIMIT);
  if (!prefetchAllowed(options.connection ?? undefined)) return paths.map((): PrefetchOutcome => 'skipped');

  const one = async (filePath: string, index: number): Promise<PrefetchOutcome> => {
    await new Promise((resolve) => setTimeout(resolve, index * PREFETCH_STAGGER_MS));
    // An ALAC track plays from its rendition, whose name a list does not carry: not worth a lookup here.
    if (options.signal?.aborted || needsRendition(filePath)) return 'skipped';
    if (inFlight.has(filePath)) return 'skipped';
    const url = audioPublicUrl(filePath, client);
    const controller = new AbortController();
    const stop = () => controller.abort();
    options.signal?.addEventListener('abort', stop);
    const { signal } = controller;
    const work = (async (): Promise<PrefetchOutcome> => {
      try {
        const response = await doFetch(url, { headers: { range: PREFETCH_RANGE }, signal });
        // Read the body so the bytes really land in the cache.
        await response.arrayBuffer();
        warmed.add(filePath);
        if (response.status === 206) return 'range';
        const head = await doFetch(url, { method: 'HEAD', signal });
        if (!head.ok) throw new Error(`HEAD answered ${head.status}`);
        return 'head';
      } catch (error) {
        if (signal.aborted) return 'skipped';
        log(`Prefetch of ${filePath} failed`, error);
        return 'failed';
      }
    })();
    inFlight.set(filePath, { settled: work.then(() => undefined), controller });
    try {
      return await work;
    } finally {
      inFlight.delete(filePath);
      options.signal?.removeEventListener('abort', stop);
    }
  };
  return Promise.all(paths.map(one));
}

/**
 * A visitor's intent to play (the pointer on a play button, or focus on it): warm that track's
 * first bytes so the click starts from the cache. Once per object and page, under the same
 * Save-Data / 2g/3g gate as every prefetch; ALAC (played from a rendition) is left alone.
 */
export async function prefetchOnIntent(filePath: string, options: PrefetchOptions = {}): Promise<void> {
  if (warmed.has(filePath)) return;
  warmed.add(filePath);
  // a skipped or failed warm-up may be tried again on the next intent (the connection may have changed)
  await prefetchAudio([filePath], options).then(
    ([outcome]) => {
      if (outcome === 'skipped' || outcome === 'failed') warmed.delete(filePath);
    },
    // no client yet (a component shown alone): prefetch never fails a page
    () => warmed.delete(filePath),
  );
}
