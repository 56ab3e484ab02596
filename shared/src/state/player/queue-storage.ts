import type { PlayerTrack } from './player-track.ts';

const QUEUE_KEY = 'hifi-player-queue';

export interface StoredQueue {
  tracks: PlayerTrack[];
  index: number;
  /** seconds into the current track */
  position: number;
}

const isTrack = (t: unknown): t is PlayerTrack =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as PlayerTrack).id === 'string' &&
  typeof (t as PlayerTrack).title === 'string' &&
  typeof (t as PlayerTrack).filePath === 'string';

/** The queue left at the last visit; null when none, or when what is stored is not a queue. */
export function storedQueue(): StoredQueue | null {
  try {
    const raw = globalThis.localStorage?.getItem(QUEUE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredQueue>;
    const { tracks, index, position } = value;
    if (!Array.isArray(tracks) || !tracks.every(isTrack) || !Number.isInteger(index)) return null;
    if (typeof index !== 'number' || index < 0 || index >= tracks.length) return null;
    return {
      tracks,
      index,
      position: Number.isFinite(position) && (position ?? 0) > 0 ? (position as number) : 0,
    };
  } catch {
    return null;
  }
}

/** Remembers the queue (null forgets it: the player was closed). */
export function storeQueue(queue: StoredQueue | null) {
  try {
    if (queue) globalThis.localStorage?.setItem(QUEUE_KEY, JSON.stringify(queue));
    else globalThis.localStorage?.removeItem(QUEUE_KEY);
  } catch {
    // private mode: the queue just is not remembered
  }
}
