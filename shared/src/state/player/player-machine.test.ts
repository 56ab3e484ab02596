import { describe, expect, it } from 'vitest';
import {
  currentTrack,
  initialPlayerState,
  type PlayerEvent,
  type PlayerState,
  playerReducer,
  restoredPlayerState,
} from './player-machine.ts';

const a = { id: 'a', title: 'A', filePath: 'u/a.flac', duration: 100 };
const b = { id: 'b', title: 'B', filePath: 'u/b.wav', duration: 200 };
const c = { id: 'c', title: 'C', filePath: 'u/c.m4a', codec: 'alac' };

const run = (...events: PlayerEvent[]) => events.reduce(playerReducer, initialPlayerState());
const from = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);
const playingB = run(
  { type: 'play', track: b, queue: { tracks: [a, b, c], index: 1 } },
  { type: 'engine/playing' },
);

describe('listener intents', () => {
  it('play loads the track within its list and wants audio', () => {
    const state = run({ type: 'play', track: b, queue: { tracks: [a, b, c], index: 1 } });
    expect(currentTrack(state)).toEqual(b);
    expect(state).toMatchObject({ status: 'loading', wantsPlaying: true, loadId: 1, duration: 200 });
    expect(state.queue?.tracks).toEqual([a, b, c]);
  });

  it('play without a list (or with a list that does not hold the track) queues the track alone', () => {
    expect(run({ type: 'play', track: a }).queue).toEqual({ tracks: [a], index: 0 });
    expect(run({ type: 'play', track: a, queue: { tracks: [b, c], index: 0 } }).queue).toEqual({
      tracks: [a],
      index: 0,
    });
  });

  it('play from a second (a shared link) asks the engine to start there; a bad start is ignored', () => {
    const at30 = run({ type: 'play', track: a, from: 30 });
    expect(at30).toMatchObject({ currentTime: 30, seekRequest: { seconds: 30 } });
    for (const bad of [-5, Number.NaN, 100, 250, 0])
      expect(run({ type: 'play', track: a, from: bad })).toMatchObject({ currentTime: 0, seekRequest: null });
    // the duration is not known yet: the start stands, the element clamps it
    expect(run({ type: 'play', track: c, from: 500 }).seekRequest).toMatchObject({ seconds: 500 });
  });

  it('playing the same track again reloads it (a new loadId)', () => {
    const again = from(playingB, { type: 'play', track: b });
    expect(again.loadId).toBe(playingB.loadId + 1);
  });

  it('pause and resume change the intent only; the engine reports the status', () => {
    const paused = from(playingB, { type: 'pause' });
    expect(paused).toMatchObject({ wantsPlaying: false, status: 'playing' });
    expect(from(paused, { type: 'resume' }).wantsPlaying).toBe(true);
    expect(from(paused, { type: 'pause' })).toBe(paused);
  });

  it('resume with nothing loaded does nothing; toggle flips the intent', () => {
    const empty = initialPlayerState();
    expect(from(empty, { type: 'resume' })).toBe(empty);
    expect(from(playingB, { type: 'toggle' }).wantsPlaying).toBe(false);
    expect(from(playingB, { type: 'toggle' }, { type: 'toggle' }).wantsPlaying).toBe(true);
  });

  it('seek asks the engine to seek, clamped to the track, and moves the clock at once', () => {
    const timed = from(playingB, { type: 'engine/duration', duration: 200 });
    const seeked = from(timed, { type: 'seek', seconds: 250 });
    expect(seeked.seekRequest).toEqual({ seconds: 200, id: 1 });
    expect(seeked.currentTime).toBe(200);
    expect(from(seeked, { type: 'seek', seconds: 200 }).seekRequest).toEqual({ seconds: 200, id: 2 });
    expect(from(timed, { type: 'seek', seconds: -5 }).seekRequest?.seconds).toBe(0);
    expect(from(timed, { type: 'seek', seconds: Number.NaN })).toBe(timed);
  });

  it('next moves along the list and stops at its end', () => {
    const next = from(playingB, { type: 'next' });
    expect(currentTrack(next)).toEqual(c);
    expect(next).toMatchObject({ status: 'loading', wantsPlaying: true });
    expect(from(next, { type: 'next' })).toBe(next);
  });

  it('previous restarts a track past 3 s, else goes back one', () => {
    const early = from(playingB, { type: 'engine/time', currentTime: 2 }, { type: 'previous' });
    expect(currentTrack(early)).toEqual(a);
    const late = from(playingB, { type: 'engine/time', currentTime: 42 }, { type: 'previous' });
    expect(currentTrack(late)).toEqual(b);
    expect(late.seekRequest?.seconds).toBe(0);
    const first = run({ type: 'play', track: a }, { type: 'previous' });
    expect(currentTrack(first)).toEqual(a);
    expect(first.seekRequest?.seconds).toBe(0);
  });

  it('close empties the player but keeps the volume', () => {
    const closed = from(playingB, { type: 'set-volume', volume: 0.3 }, { type: 'close' });
    expect(currentTrack(closed)).toBeNull();
    expect(closed).toMatchObject({ wantsPlaying: false, status: 'idle', volume: 0.3 });
  });

  it('volume is clamped to 0..1 and a non-number is ignored', () => {
    expect(run({ type: 'set-volume', volume: 2 }).volume).toBe(1);
    expect(run({ type: 'set-volume', volume: -1 }).volume).toBe(0);
    expect(run({ type: 'set-volume', volume: Number.NaN }).volume).toBe(1);
  });

  it('an edited track updates every queued copy without reloading', () => {
    const edited = from(playingB, { type: 'track-updated', track: { id: 'b', title: 'B (remaster)' } });
    expect(currentTrack(edited)?.title).toBe('B (remaster)');
    expect(edited.loadId).toBe(playingB.loadId);
    expect(from(playingB, { type: 'track-updated', track: { id: 'zzz', title: 'x' } })).toBe(playingB);
  });

  it('readies for a likely track without loading it; only its own button forgets it', () => {
    const readied = run({ type: 'ready-start', track: a });
    expect(readied).toMatchObject({ readyStart: a, loadId: 0, status: 'idle', wantsPlaying: false });
    expect(currentTrack(readied)).toBeNull();
    // a list that re-renders asks again with a new object for the same file: nothing changes
    expect(from(readied, { type: 'ready-start', track: { ...a } })).toBe(readied);
    expect(from(readied, { type: 'forget-ready', filePath: b.filePath })).toBe(readied);
    expect(from(readied, { type: 'forget-ready', filePath: a.filePath }).readyStart).toBeNull();
    expect(from(readied, { type: 'ready-start', track: b }).readyStart).toBe(b);
  });
});

describe('engine events', () => {
  it('playing makes the status playing (and does not touch the intent)', () => {
    expect(playingB).toMatchObject({ status: 'playing', wantsPlaying: true, error: null });
    const pausedThenAudible = from(playingB, { type: 'pause' }, { type: 'engine/playing' });
    expect(pausedThenAudible.wantsPlaying).toBe(false);
  });

  it('the pause a src change causes while loading is not taken for the listener pausing', () => {
    const loading = from(playingB, { type: 'next' });
    expect(from(loading, { type: 'engine/paused' })).toBe(loading);
  });

  it('a pause nobody asked for (OS, headset) becomes the intent too', () => {
    expect(from(playingB, { type: 'engine/paused' })).toMatchObject({
      status: 'paused',
      wantsPlaying: false,
    });
  });

  it("the engine's own pause, arriving after the listener pressed play again, keeps the play", () => {
    const pausedAndResumed = from(playingB, { type: 'pause' }, { type: 'resume' });
    const state = from(pausedAndResumed, { type: 'engine/paused', requested: true });
    expect(state).toMatchObject({ status: 'paused', wantsPlaying: true });
    expect(from(state, { type: 'engine/playing' }).status).toBe('playing');
  });

  it('a track loaded while paused stops loading once the element is ready', () => {
    const state = run({ type: 'play', track: a }, { type: 'pause' }, { type: 'engine/ready' });
    expect(state.status).toBe('paused');
    const wanted = run({ type: 'play', track: a }, { type: 'engine/ready' });
    expect(wanted.status).toBe('loading');
  });

  it('waiting while playing is buffering; playing again clears it', () => {
    const waiting = from(playingB, { type: 'engine/waiting' });
    expect(waiting.status).toBe('buffering');
    expect(from(waiting, { type: 'engine/playing' }).status).toBe('playing');
  });

  it('ended starts the next track of the list, or stops after the last', () => {
    expect(currentTrack(from(playingB, { type: 'engine/ended' }))).toEqual(c);
    const last = run({ type: 'play', track: a }, { type: 'engine/playing' }, { type: 'engine/ended' });
    expect(last).toMatchObject({ status: 'paused', wantsPlaying: false });
    expect(currentTrack(last)).toEqual(a);
  });

  it('a failure loads the track once more; a second failure moves on to the next and says so', () => {
    const fail = { type: 'engine/error', message: 'Could not play this track' } as const;
    const retried = from(playingB, fail);
    expect(currentTrack(retried)).toEqual(b);
    expect(retried).toMatchObject({ status: 'loading', wantsPlaying: true, retried: true, error: null });
    expect(retried.loadId).toBe(playingB.loadId + 1);
    const skipped = from(retried, fail);
    expect(currentTrack(skipped)).toEqual(c);
    expect(skipped).toMatchObject({
      status: 'loading',
      wantsPlaying: true,
      retried: false,
      notice: 'Skipped “B”: it could not be played',
    });
    // the notice stays until the next track starts
    expect(from(skipped, { type: 'engine/playing' }).notice).toBe('Skipped “B”: it could not be played');
    expect(from(skipped, { type: 'previous' }).notice).toBeNull();
  });

  it('the last track failing twice stops and says why; resume then loads it again', () => {
    const fail = { type: 'engine/error', message: 'Could not play this track' } as const;
    const failed = from(playingB, { type: 'next' }, fail, fail);
    expect(currentTrack(failed)).toEqual(c);
    expect(failed).toMatchObject({
      status: 'error',
      wantsPlaying: false,
      error: 'Could not play this track',
    });
    const retried = from(failed, { type: 'resume' });
    expect(retried).toMatchObject({ status: 'loading', wantsPlaying: true, error: null });
    expect(retried.loadId).toBe(failed.loadId + 1);
    // a paused track that fails is retried paused, and then only says why
    const paused = run({ type: 'enqueue', track: a }, fail, fail);
    expect(paused).toMatchObject({
      status: 'error',
      wantsPlaying: false,
      error: 'Could not play this track',
    });
  });

  it('a queued track that was deleted is skipped with a short notice, paused or playing', () => {
    const skipped = from(playingB, { type: 'engine/missing', trackId: 'b' });
    expect(currentTrack(skipped)).toEqual(c);
    expect(skipped).toMatchObject({ wantsPlaying: true, notice: 'Skipped “B”: it was deleted' });
    const paused = from(playingB, { type: 'pause' }, { type: 'engine/missing', trackId: 'b' });
    expect(paused).toMatchObject({ wantsPlaying: false, notice: 'Skipped “B”: it was deleted' });
    // a late answer about a track no longer playing changes nothing
    const moved = from(playingB, { type: 'next' });
    expect(from(moved, { type: 'engine/missing', trackId: 'b' })).toBe(moved);
    // the last one: nothing to move on to, it says why
    const last = from(moved, { type: 'engine/missing', trackId: 'c' });
    expect(last).toMatchObject({ status: 'error', error: 'Skipped “C”: it was deleted' });
  });

  it('gapless: the next track already audible advances without a load, playing', () => {
    const advanced = from(playingB, { type: 'engine/advanced', duration: 61.5 });
    expect(currentTrack(advanced)).toEqual(c);
    expect(advanced).toMatchObject({ status: 'playing', wantsPlaying: true, currentTime: 0, duration: 61.5 });
    // past the last track there is nothing to advance to
    const last = run({ type: 'play', track: a }, { type: 'engine/playing' });
    expect(from(last, { type: 'engine/advanced', duration: 10 })).toBe(last);
  });

  it('clock, duration and buffer follow the element; a bad duration is ignored', () => {
    const state = from(
      playingB,
      { type: 'engine/time', currentTime: 12.5 },
      { type: 'engine/duration', duration: 199.9 },
      { type: 'engine/buffered', buffered: 80 },
      { type: 'engine/duration', duration: Number.NaN },
    );
    expect(state).toMatchObject({ currentTime: 12.5, duration: 199.9, buffered: 80 });
  });

  it('events with nothing loaded (a late event after close) change nothing', () => {
    const closed = from(playingB, { type: 'close' });
    for (const event of [
      { type: 'engine/playing' },
      { type: 'engine/paused' },
      { type: 'engine/ended' },
      { type: 'engine/error', message: 'x' },
      { type: 'engine/time', currentTime: 3 },
    ] as PlayerEvent[])
      expect(from(closed, event)).toBe(closed);
  });
});

describe('the queue', () => {
  const ids = (state: PlayerState) => state.queue?.tracks.map((t) => t.id);

  it('Add to queue appends; Play next goes right after the current track', () => {
    const added = from(playingB, { type: 'enqueue', track: a });
    expect(ids(added)).toEqual(['a', 'b', 'c', 'a']);
    const next = from(playingB, { type: 'play-next', track: a });
    expect(ids(next)).toEqual(['a', 'b', 'a', 'c']);
    // what plays is untouched
    expect(currentTrack(next)?.id).toBe('b');
    expect(next.loadId).toBe(playingB.loadId);
    expect(currentTrack(from(next, { type: 'next' }))?.id).toBe('a');
  });

  it('with nothing playing, Add to queue loads the track without starting it', () => {
    const state = run({ type: 'enqueue', track: c });
    expect(currentTrack(state)?.id).toBe('c');
    expect(state).toMatchObject({ wantsPlaying: false, status: 'loading', loadId: 1 });
    expect(from(state, { type: 'engine/ready' }).status).toBe('paused');
  });

  it('removes and reorders upcoming entries only', () => {
    const long = from(playingB, { type: 'enqueue', track: a }, { type: 'enqueue', track: c });
    expect(ids(long)).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(ids(from(long, { type: 'remove-from-queue', index: 3 }))).toEqual(['a', 'b', 'c', 'c']);
    expect(ids(from(long, { type: 'move-in-queue', from: 4, to: 2 }))).toEqual(['a', 'b', 'c', 'c', 'a']);
    // the playing track, what was played, and places that do not exist are left alone
    for (const event of [
      { type: 'remove-from-queue', index: 1 },
      { type: 'remove-from-queue', index: 0 },
      { type: 'remove-from-queue', index: 9 },
      { type: 'move-in-queue', from: 2, to: 0 },
      { type: 'move-in-queue', from: 1, to: 3 },
      { type: 'move-in-queue', from: 2.5, to: 3 },
    ] as PlayerEvent[])
      expect(from(long, event)).toBe(long);
  });

  it('a restored queue comes back paused at its track and second', () => {
    const state = restoredPlayerState({ tracks: [a, b, c], index: 1, position: 42 }, 0.5);
    expect(currentTrack(state)?.id).toBe('b');
    expect(state).toMatchObject({
      wantsPlaying: false,
      currentTime: 42,
      volume: 0.5,
      seekRequest: { seconds: 42 },
    });
    expect(restoredPlayerState({ tracks: [a], index: 3, position: 0 })).toEqual(initialPlayerState());
    expect(restoredPlayerState(null)).toEqual(initialPlayerState());
  });
});
