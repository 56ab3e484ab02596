/**
 * The cleanup job: removes objects of the 'audio' bucket that no track uses once they are
 * ORPHAN_TTL_SECONDS old (default a day). The database names them (public.orphan_audio_objects,
 * which knows every path column of a track); Storage removes row and file together, so the job
 * runs the same against the local stack and a hosted project. Abandoned tus uploads are Storage's
 * own business (the local stack expires them after the same TTL, backend/src/storage/tus-upload.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const DEFAULT_ORPHAN_TTL_SECONDS = 86_400;
const BATCH = 1000;

export function orphanTtlSeconds(env: Record<string, string | undefined> = process.env): number {
  const ttl = Number(env.ORPHAN_TTL_SECONDS ?? DEFAULT_ORPHAN_TTL_SECONDS);
  return Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_ORPHAN_TTL_SECONDS;
}

/** One sweep: every orphan older than ttlSeconds, removed in batches; returns their names. */
export async function removeOrphanObjects(client: SupabaseClient, ttlSeconds: number): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const { data, error } = await client.rpc('orphan_audio_objects', {
      older_than_seconds: Math.floor(ttlSeconds),
      max_rows: BATCH,
    });
    if (error) throw new Error(`listing orphan objects failed: ${error.message}`);
    // A set of text: the names themselves.
    const names = data as string[];
    if (names.length === 0) return removed;
    const { data: gone, error: removeError } = await client.storage.from('audio').remove(names);
    if (removeError) throw new Error(`removing orphan objects failed: ${removeError.message}`);
    removed.push(...gone.map((object) => object.name));
    // Nothing removed (another sweep got there first): stop rather than ask again for the same rows.
    if (gone.length === 0 || names.length < BATCH) return removed;
  }
}

/** Sweeps now and then every interval (at most an hour, at least a second) until stopped. */
export function startOrphanCleanup(
  client: SupabaseClient,
  ttlSeconds: number,
  log: (line: string) => void = (line) => console.log(`[cleanup] ${line}`),
): () => void {
  const interval = Math.min(Math.max(ttlSeconds, 1), 3600) * 1000;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await removeOrphanObjects(client, ttlSeconds);
      if (removed.length) log(`removed ${removed.length} object(s) no track uses`);
    } catch (error) {
      log((error as Error).message);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, interval);
  timer.unref();
  return () => clearInterval(timer);
}
