/**
 * Uppy's state store with byte progress coalesced. Uppy writes a file's progress on every tus
 * progress event, and each write re-renders the Dashboard (in a microtask) and every store
 * subscriber — between a chunk's response and the next chunk's request, so a busy page sent
 * the next PATCH a frame late, chunk after chunk (the Dashboard uploaded at 78 % of tus-js-client's
 * speed in the same page). Here the state is always current (Uppy reads it back at once), but a
 * write that only moves bytes is announced at most every PROGRESS_INTERVAL_MS; any other write
 * (a file added, started, paused, failed, completed, the uploaded URL) is announced at once,
 * together with the progress held back before it, so no final or finished state ever waits.
 */
import type { Store } from '@uppy/core';

export const PROGRESS_INTERVAL_MS = 300;

type State = Record<string, unknown>;
type Listener<T> = (prevState: T, nextState: T, patch?: Partial<T>) => void;

/** The progress fields a byte count moves; anything else changing is news. */
const BYTE_FIELDS = new Set(['bytesUploaded', 'bytesTotal', 'percentage']);

function sameExcept(a: object, b: object, except: (key: string) => boolean) {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!except(key) && left[key] !== right[key]) return false;
  return true;
}

/** Does this write only move bytes (file progress, or Uppy's total percent)? */
export function onlyMovesBytes(prev: State, patch: Partial<State>): boolean {
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'totalProgress') continue;
    if (key !== 'files') return false;
    const before = (prev.files ?? {}) as Record<string, Record<string, unknown>>;
    const after = (value ?? {}) as Record<string, Record<string, unknown>>;
    // a file added or removed is news
    if (Object.keys(before).length !== Object.keys(after).length) return false;
    for (const [id, file] of Object.entries(after)) {
      const old = before[id];
      if (!old) return false;
      if (old === file) continue;
      if (!sameExcept(old, file, (k) => k === 'progress')) return false;
      if (
        !sameExcept((old.progress ?? {}) as object, (file.progress ?? {}) as object, (k) =>
          BYTE_FIELDS.has(k),
        )
      )
        return false;
    }
  }
  return true;
}

export class ProgressCoalescingStore<T extends State = State> implements Store<T> {
  #state = {} as T;
  #listeners = new Set<Listener<T>>();
  /** what the listeners last saw, and the writes since, while a byte-only announcement waits */
  #held: { prev: T; patch: Partial<T> } | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #lastAnnounced = Number.NEGATIVE_INFINITY;

  constructor(readonly intervalMs = PROGRESS_INTERVAL_MS) {}

  getState = () => this.#state;

  setState = (patch?: Partial<T>) => {
    const prev = this.#state;
    this.#state = { ...prev, ...patch };
    const held = this.#held;
    const merged = { ...held?.patch, ...patch } as Partial<T>;
    const since = held?.prev ?? prev;
    if (patch && onlyMovesBytes(prev, patch)) {
      const wait = this.#lastAnnounced + this.intervalMs - performance.now();
      if (wait <= 0 && !this.#timer) return this.#announce(since, merged);
      this.#held = { prev: since, patch: merged };
      this.#timer ??= setTimeout(() => this.#flush(), Math.max(0, wait));
      return;
    }
    this.#announce(since, merged);
  };

  subscribe = (listener: Listener<T>) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  #flush() {
    const held = this.#held;
    if (held) this.#announce(held.prev, held.patch);
    else this.#clearHeld();
  }

  #clearHeld() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#held = null;
  }

  #announce(prev: T, patch: Partial<T>) {
    this.#clearHeld();
    this.#lastAnnounced = performance.now();
    const next = this.#state;
    for (const listener of this.#listeners) listener(prev, next, patch);
  }
}
