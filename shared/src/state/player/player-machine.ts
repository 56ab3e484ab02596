/**
 * The player as a pure state machine: what the listener asked for (intents) and what the one
 * audio element reported (engine events) both go through `playerReducer`, and nothing else
 * writes the state. The engine reads `wantsPlaying`, `loadId` and `seekRequest` and acts on the
 * element; it never has to recognise its own echoes, because an element event that follows a
 * command (the pause a src change causes, the playing after a play()) is a no-op here.
 */
import type { PlayerTrack, QueueContext } from './player-track.ts';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'error';

export interface PlayerState {
  queue: { tracks: readonly PlayerTrack[]; index: number } | null;
  /** The listener's intent: audio should be coming out. */
  wantsPlaying: boolean;
  /** What the element does, as reported by the engine. */
  status: PlayerStatus;
  /** A message for the listener ('Could not load this track'), cleared by the next track. */
  error: string | null;
  /** What the player did by itself (a track skipped after it failed twice), until the next track. */
  notice: string | null;
  /** The current track failed once and was loaded again; a second failure moves on. */
  retried: boolean;
  /** Bumped on every play request of a track, so playing the same track again reloads it. */
  loadId: number;
  /** A seek for the engine to apply; `id` tells two seeks to the same second apart. */
  seekRequest: { seconds: number; id: number } | null;
  volume: number;
  currentTime: number;
  duration: number;
  /** Seconds buffered ahead from the start, for a buffered bar. */
  buffered: number;
  /**
   * A track the listener will likely play (the track page's own, a play button pressed or under
   * a resting pointer): while the player holds nothing, the engine readies its element for it.
   */
  readyStart: PlayerTrack | null;
}

export type PlayerIntent =
  /** `from`: start at this second (a shared link's ?t=); ignored unless a finite positive number. */
  | { type: 'play'; track: PlayerTrack; queue?: QueueContext; from?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'toggle' }
  | { type: 'seek'; seconds: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'close' }
  /** "Add to queue": at the end; with nothing playing it becomes the (paused) current track */
  | { type: 'enqueue'; track: PlayerTrack }
  /** "Play next": right after the current track */
  | { type: 'play-next'; track: PlayerTrack }
  /** takes an upcoming entry (after the current track) out of the queue */
  | { type: 'remove-from-queue'; index: number }
  /** moves an upcoming entry to another upcoming place */
  | { type: 'move-in-queue'; from: number; to: number }
  | { type: 'set-volume'; volume: number }
  /** Fresh metadata for a track (an edited title): every queued copy follows. */
  | { type: 'track-updated'; track: Pick<PlayerTrack, 'id'> & Partial<PlayerTrack> }
  /** This track will likely be played: an idle player readies for it (fetching nothing). */
  | { type: 'ready-start'; track: PlayerTrack }
  /** The page no longer offers this file (its button is gone): nothing is readied for it any more. */
  | { type: 'forget-ready'; filePath: string };

export type EngineEvent =
  | { type: 'engine/playing' }
  /** requested: the pause the engine made for a pause intent, not one from outside (OS keys). */
  | { type: 'engine/paused'; requested?: boolean }
  | { type: 'engine/waiting' }
  /** The element has data for the loaded track (canplay). */
  | { type: 'engine/ready' }
  | { type: 'engine/ended' }
  /**
   * Gapless: the next track, buffered on the second element, became audible at the current
   * one's end; nothing needs loading (`duration` is the element's, already known).
   */
  | { type: 'engine/advanced'; duration: number }
  | { type: 'engine/error'; message: string }
  /** The track failed to load because it no longer exists (deleted since it was queued). */
  | { type: 'engine/missing'; trackId: string }
  | { type: 'engine/time'; currentTime: number }
  | { type: 'engine/duration'; duration: number }
  | { type: 'engine/buffered'; buffered: number };

export type PlayerEvent = PlayerIntent | EngineEvent;

/** Previous within this many seconds of the start goes to the previous track; later it restarts. */
export const RESTART_THRESHOLD_S = 3;

export const initialPlayerState = (volume = 1): PlayerState => ({
  queue: null,
  wantsPlaying: false,
  status: 'idle',
  error: null,
  notice: null,
  retried: false,
  loadId: 0,
  seekRequest: null,
  volume,
  currentTime: 0,
  duration: Number.NaN,
  buffered: 0,
  readyStart: null,
});

export const skippedNotice = (title: string) => `Skipped “${title}”: it could not be played`;
export const deletedNotice = (title: string) => `Skipped “${title}”: it was deleted`;

export function currentTrack(state: PlayerState): PlayerTrack | null {
  return state.queue?.tracks[state.queue.index] ?? null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function startAt(
  state: PlayerState,
  tracks: readonly PlayerTrack[],
  index: number,
  from?: number,
): PlayerState {
  const started: PlayerState = {
    ...state,
    queue: { tracks, index },
    wantsPlaying: true,
    status: 'loading',
    error: null,
    notice: null,
    retried: false,
    loadId: state.loadId + 1,
    seekRequest: null,
    currentTime: 0,
    duration: tracks[index]?.duration ?? Number.NaN,
    buffered: 0,
  };
  // A start beyond the end (or not a time at all) is ignored, not clamped to the end.
  const usable =
    from !== undefined &&
    Number.isFinite(from) &&
    from > 0 &&
    !(Number.isFinite(started.duration) && from >= started.duration);
  return usable ? seekTo(started, from) : started;
}

function seekTo(state: PlayerState, seconds: number): PlayerState {
  const limit = Number.isFinite(state.duration) ? state.duration : Number.POSITIVE_INFINITY;
  const target = clamp(seconds, 0, limit);
  return {
    ...state,
    currentTime: target,
    seekRequest: { seconds: target, id: (state.seekRequest?.id ?? 0) + 1 },
  };
}

/** An entry after the current track: the part of the queue the listener may change. */
function upcoming(state: PlayerState, index: number): boolean {
  return (
    state.queue !== null &&
    Number.isInteger(index) &&
    index > state.queue.index &&
    index < state.queue.tracks.length
  );
}

/**
 * The player as it was left (a reload): the queue and the place in it, paused, loading the
 * track so that pressing play goes on from the remembered second.
 */
export function restoredPlayerState(
  saved: { tracks: readonly PlayerTrack[]; index: number; position: number } | null,
  volume = 1,
): PlayerState {
  const initial = initialPlayerState(volume);
  if (!saved?.tracks[saved.index]) return initial;
  const started = startAt(initial, saved.tracks, saved.index, saved.position);
  return { ...started, wantsPlaying: false };
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  const track = currentTrack(state);
  switch (event.type) {
    case 'play': {
      const fromQueue = event.queue?.tracks[event.queue.index];
      if (event.queue && fromQueue?.id === event.track.id)
        return startAt(state, event.queue.tracks, event.queue.index, event.from);
      return startAt(state, [event.track], 0, event.from);
    }
    case 'pause':
      return state.wantsPlaying ? { ...state, wantsPlaying: false } : state;
    case 'resume':
      if (!track || state.wantsPlaying) return state;
      // A track that failed is loaded again rather than played from a broken element.
      if (state.status === 'error') return startAt(state, state.queue?.tracks ?? [], state.queue?.index ?? 0);
      return { ...state, wantsPlaying: true, error: null };
    case 'toggle':
      return playerReducer(state, { type: state.wantsPlaying ? 'pause' : 'resume' });
    case 'seek':
      return track && Number.isFinite(event.seconds) ? seekTo(state, event.seconds) : state;
    case 'next': {
      if (!state.queue || state.queue.index + 1 >= state.queue.tracks.length) return state;
      return startAt(state, state.queue.tracks, state.queue.index + 1);
    }
    case 'previous': {
      if (!state.queue) return state;
      if (state.currentTime > RESTART_THRESHOLD_S || state.queue.index === 0) return seekTo(state, 0);
      return startAt(state, state.queue.tracks, state.queue.index - 1);
    }
    case 'close':
      return { ...initialPlayerState(state.volume), loadId: state.loadId + 1, readyStart: state.readyStart };
    case 'enqueue':
    case 'play-next': {
      if (!state.queue || !track) return { ...startAt(state, [event.track], 0), wantsPlaying: false };
      const at = event.type === 'enqueue' ? state.queue.tracks.length : state.queue.index + 1;
      const tracks = [...state.queue.tracks.slice(0, at), event.track, ...state.queue.tracks.slice(at)];
      return { ...state, queue: { ...state.queue, tracks } };
    }
    case 'remove-from-queue': {
      if (!state.queue || !upcoming(state, event.index)) return state;
      const tracks = state.queue.tracks.filter((_, i) => i !== event.index);
      return { ...state, queue: { ...state.queue, tracks } };
    }
    case 'move-in-queue': {
      if (!state.queue || !upcoming(state, event.from) || !upcoming(state, event.to)) return state;
      const tracks = [...state.queue.tracks];
      const [moved] = tracks.splice(event.from, 1);
      if (moved) tracks.splice(event.to, 0, moved);
      return { ...state, queue: { ...state.queue, tracks } };
    }
    case 'set-volume':
      return Number.isFinite(event.volume) ? { ...state, volume: clamp(event.volume, 0, 1) } : state;
    case 'track-updated': {
      if (!state.queue?.tracks.some((t) => t.id === event.track.id)) return state;
      const tracks = state.queue.tracks.map((t) => (t.id === event.track.id ? { ...t, ...event.track } : t));
      return { ...state, queue: { ...state.queue, tracks } };
    }
    case 'ready-start': {
      const ready = state.readyStart;
      // the same file asked for again (a list re-rendered): nothing changed for the engine
      if (ready?.filePath === event.track.filePath && ready.codec === event.track.codec) return state;
      return { ...state, readyStart: event.track };
    }
    case 'forget-ready':
      return state.readyStart?.filePath === event.filePath ? { ...state, readyStart: null } : state;

    case 'engine/playing':
      if (!track) return state;
      // Audio is audible; if the listener had asked for a pause meanwhile, the engine pauses next.
      return { ...state, status: 'playing', error: null };
    case 'engine/paused':
      if (!track) return state;
      // The pause a src change causes while loading is not the listener's.
      if (state.status === 'loading') return state;
      // Our own pause arrives a task later: a play asked for since (Space twice) still stands.
      if (event.requested) return { ...state, status: 'paused' };
      // A pause nobody asked for here (OS media keys, a headset unplugged) is the listener's too.
      return { ...state, status: 'paused', wantsPlaying: false };
    case 'engine/waiting':
      return track && state.status === 'playing' ? { ...state, status: 'buffering' } : state;
    case 'engine/ready':
      // Loaded while the listener had paused: nothing is loading any more.
      return state.status === 'loading' && !state.wantsPlaying ? { ...state, status: 'paused' } : state;
    case 'engine/ended': {
      if (!track) return state;
      if (state.queue && state.queue.index + 1 < state.queue.tracks.length)
        return startAt(state, state.queue.tracks, state.queue.index + 1);
      return { ...state, status: 'paused', wantsPlaying: false };
    }
    case 'engine/advanced': {
      if (!state.queue || state.queue.index + 1 >= state.queue.tracks.length) return state;
      const next = startAt(state, state.queue.tracks, state.queue.index + 1);
      return { ...next, status: 'playing', duration: event.duration > 0 ? event.duration : next.duration };
    }
    case 'engine/error': {
      if (!track || !state.queue) return state;
      // One retry: a load that raced a network blip usually works the second time.
      if (!state.retried)
        return {
          ...startAt(state, state.queue.tracks, state.queue.index),
          wantsPlaying: state.wantsPlaying,
          retried: true,
        };
      const { tracks, index } = state.queue;
      if (state.wantsPlaying && index + 1 < tracks.length)
        return { ...startAt(state, tracks, index + 1), notice: skippedNotice(track.title) };
      return { ...state, status: 'error', wantsPlaying: false, error: event.message };
    }
    case 'engine/missing': {
      if (!track || track.id !== event.trackId || !state.queue) return state;
      const { tracks, index } = state.queue;
      if (index + 1 >= tracks.length)
        return { ...state, status: 'error', wantsPlaying: false, error: deletedNotice(track.title) };
      return {
        ...startAt(state, tracks, index + 1),
        wantsPlaying: state.wantsPlaying,
        notice: deletedNotice(track.title),
      };
    }
    case 'engine/time':
      return track && Number.isFinite(event.currentTime)
        ? { ...state, currentTime: event.currentTime }
        : state;
    case 'engine/duration':
      return track && event.duration > 0 ? { ...state, duration: event.duration } : state;
    case 'engine/buffered':
      return track ? { ...state, buffered: event.buffered } : state;
  }
}

/**
 * The machine as an engine sees it, wherever its state is kept (the page's jotai store, or the
 * embed's own): the state, a way to hear every change — within the write that made it, so a
 * click's intent reaches the element in the click's own task — and the channel for its events.
 */
export interface PlayerMachine {
  getState(): PlayerState;
  /** `listener` runs synchronously, inside the dispatch that changed the state. */
  subscribe(listener: () => void): () => void;
  dispatch(event: PlayerEvent): void;
}
