/**
 * A short-lived memo of public-bucket lookups. The player prefetches the first 512 KiB of up to
 * eight tracks per page, so public Range reads are the hottest path; without this each one costs
 * a database round trip for a row that rarely changes. Entries live 2 s, and this process drops
 * them at once when it writes or removes the object, so a stale answer lasts at most 2 s and only
 * after a change made outside this process (a public object is CDN-cacheable for far longer).
 */
import type { ObjectRow } from './objects-db.ts';

const TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export class PublicRowCache {
  private entries = new Map<string, { row: ObjectRow | undefined; until: number }>();

  async get(bucket: string, name: string, load: () => Promise<ObjectRow | undefined>) {
    const key = `${bucket}/${name}`;
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.row;
    const row = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { row, until: Date.now() + TTL_MS });
    return row;
  }

  forget(bucket: string, name: string) {
    this.entries.delete(`${bucket}/${name}`);
  }

  clear() {
    this.entries.clear();
  }
}
