import { createStore } from 'jotai';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initSupabase } from '../../../client/supabase-client.ts';
import { audioPublicUrl } from '../../../data/storage/audio-public-url.ts';
import { playerMachineIn } from '../../../state/player/player-atoms.ts';
import { currentTrack, deletedNotice, type PlayerMachine } from '../../../state/player/player-machine.ts';
import { AudioEngine, type AudioEngineOptions } from './audio-engine.ts';

const a = { id: 'a', title: 'Night Drive', filePath: 'u/a.flac' };
const b = { id: 'b', title: 'Morning', filePath: 'u/b.flac' };

// a stack nobody answers on: URLs are made without a request, a lookup fails at once
beforeAll(() => initSupabase({ url: 'http://127.0.0.1:9', anonKey: 'anon' }));

let engine: AudioEngine | undefined;
afterEach(() => {
  engine?.dispose();
  engine = undefined;
  vi.restoreAllMocks();
});

/**
 * An `<audio>` with the browser's timing: play() and pause() change `paused` at once and their
 * events come later, when the test dispatches them (happy-dom would dispatch them inside the
 * call). What the engine asks of it is logged in order: 'src …', 'play', 'pause', 'load'.
 */
function mediaElement() {
  const audio = document.createElement('audio');
  const log: string[] = [];
  let paused = true;
  let clock = { currentTime: 0, duration: Number.NaN, readyState: 0 };
  const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
  Object.defineProperties(audio, {
    paused: { get: () => paused },
    currentTime: {
      get: () => clock.currentTime,
      set: (seconds: number) => {
        clock.currentTime = seconds;
      },
    },
    duration: { get: () => clock.duration },
    readyState: { get: () => clock.readyState },
    src: {
      get: () => src?.get?.call(audio),
      set: (url: string) => {
        log.push(`src ${url}`);
        src?.set?.call(audio, url);
      },
    },
  });
  audio.play = async () => {
    log.push('play');
    paused = false;
  };
  audio.pause = () => {
    log.push('pause');
    paused = true;
  };
  audio.load = () => {
    log.push('load');
  };
  return {
    audio,
    log,
    emit: (type: string) => audio.dispatchEvent(new Event(type)),
    /** the media as the browser has it now (its clock, what it has buffered) */
    is: (now: Partial<typeof clock>) => {
      clock = { ...clock, ...now };
    },
    /** paused from outside the page (OS media keys, a headset unplugged) */
    pausedOutside: () => {
      paused = true;
      audio.dispatchEvent(new Event('pause'));
    },
  };
}

/** The page's machine: a jotai store, which calls the engine inside the write. */
const pageMachine = (): PlayerMachine => playerMachineIn(createStore());

function start(elements: ReturnType<typeof mediaElement>[], options?: AudioEngineOptions) {
  const machine = pageMachine();
  const audios = elements.map((element) => element.audio);
  engine = new AudioEngine(machine, audios as [HTMLAudioElement, HTMLAudioElement], options);
  return machine;
}

it('starts the element inside the play intent’s own write: its URL, then play()', () => {
  const element = mediaElement();
  const machine = start([element]);
  element.log.length = 0;

  machine.dispatch({ type: 'play', track: a });
  // nothing between the click and the element: no render, no later task
  expect(element.log).toEqual([`src ${audioPublicUrl(a.filePath)}`, 'play']);
  expect(element.audio.preload).toBe('auto');
  expect(machine.getState().status).toBe('loading');

  element.emit('playing');
  expect(machine.getState()).toMatchObject({ status: 'playing', wantsPlaying: true });
  element.is({ currentTime: 12.5, duration: 60 });
  element.emit('timeupdate');
  element.emit('durationchange');
  expect(machine.getState()).toMatchObject({ currentTime: 12.5, duration: 60 });
});

it('Space, Space: its own pause arriving after the second press leaves the player playing', () => {
  const element = mediaElement();
  const machine = start([element]);
  machine.dispatch({ type: 'play', track: a });
  element.emit('playing');
  element.log.length = 0;

  machine.dispatch({ type: 'toggle' });
  machine.dispatch({ type: 'toggle' });
  element.emit('pause');
  expect(element.log).toEqual(['pause', 'play']);
  expect(machine.getState()).toMatchObject({ wantsPlaying: true, status: 'playing' });
});

it('a pause from outside the page is the listener’s: the intent follows it', () => {
  const element = mediaElement();
  const machine = start([element]);
  machine.dispatch({ type: 'play', track: a });
  element.emit('playing');
  element.pausedOutside();
  expect(machine.getState()).toMatchObject({ wantsPlaying: false, status: 'paused' });
});

it('readies an idle element for the likely track, and the play keeps that URL', () => {
  const element = mediaElement();
  const machine = start([element]);
  const url = audioPublicUrl(a.filePath);
  machine.dispatch({ type: 'ready-start', track: a });
  expect(element.audio.getAttribute('src')).toBe(url);
  expect(element.audio.preload).toBe('none');
  expect(currentTrack(machine.getState())).toBeNull();
  element.log.length = 0;

  machine.dispatch({ type: 'play', track: a });
  // set once, when readied: setting it again at the click would restart the browser's load
  expect(element.log).toEqual(['play']);
  expect(element.audio.preload).toBe('auto');
});

it('a play of another track than the readied one loads that track', () => {
  const element = mediaElement();
  const machine = start([element]);
  machine.dispatch({ type: 'ready-start', track: a });
  element.log.length = 0;
  machine.dispatch({ type: 'play', track: b });
  expect(element.log).toEqual([`src ${audioPublicUrl(b.filePath)}`, 'play']);
});

it('seeks once the URL is on the element, and empties it on close', () => {
  const element = mediaElement();
  const machine = start([element]);
  machine.dispatch({ type: 'play', track: a, from: 30 });
  expect(element.audio.currentTime).toBe(30);
  element.emit('playing');
  machine.dispatch({ type: 'seek', seconds: 5 });
  expect(element.audio.currentTime).toBe(5);

  element.log.length = 0;
  machine.dispatch({ type: 'close' });
  expect(element.log).toEqual(['pause', 'load']);
  expect(element.audio.getAttribute('src')).toBeNull();
});

it('a track that fails and no longer exists is skipped with its reason', async () => {
  const element = mediaElement();
  const machine = start([element], { trackExists: async (id) => id !== a.id });
  machine.dispatch({ type: 'play', track: a, queue: { tracks: [a, b], index: 0 } });
  // the element plays the public URL: a deleted file shows first as its error
  element.emit('error');
  await vi.waitFor(() => expect(currentTrack(machine.getState())).toEqual(b));
  expect(machine.getState()).toMatchObject({ notice: deletedNotice(a.title), wantsPlaying: true });
  expect(element.audio.getAttribute('src')).toBe(audioPublicUrl(b.filePath));
});

it('a track that fails but exists is loaded once more, then the player stops and says why', async () => {
  const element = mediaElement();
  const machine = start([element], { trackExists: async () => true });
  machine.dispatch({ type: 'play', track: a });
  element.emit('error');
  await vi.waitFor(() => expect(machine.getState().retried).toBe(true));
  expect(element.log.filter((call) => call.startsWith('src'))).toHaveLength(2);
  element.emit('error');
  await vi.waitFor(() => expect(machine.getState().status).toBe('error'));
  expect(machine.getState()).toMatchObject({ wantsPlaying: false, error: 'Could not play this track' });
});

it('gapless: buffers the next track on the spare element and starts it at the end', async () => {
  const first = mediaElement();
  const spare = mediaElement();
  const active: number[] = [];
  const machine = start([first, spare], { onActiveChange: (slot) => active.push(slot) });
  machine.dispatch({ type: 'play', track: a, queue: { tracks: [a, b], index: 0 } });
  first.emit('playing');

  // 30 s before the end the next track goes on the spare element
  first.is({ duration: 100, currentTime: 75 });
  first.emit('timeupdate');
  await vi.waitFor(() => expect(spare.audio.getAttribute('src')).toBe(audioPublicUrl(b.filePath)));
  expect(spare.log).not.toContain('play');

  // the end: the spare starts and the machine moves on as already playing, without a load
  spare.is({ readyState: 4, duration: 80 });
  first.emit('ended');
  expect(spare.log).toEqual([`src ${audioPublicUrl(b.filePath)}`, 'play']);
  expect(active).toEqual([1]);
  expect(currentTrack(machine.getState())).toEqual(b);
  expect(machine.getState()).toMatchObject({ status: 'playing', duration: 80 });

  // the element that ended no longer speaks for the player
  first.pausedOutside();
  expect(machine.getState()).toMatchObject({ status: 'playing', wantsPlaying: true });
});

it('without a spare, the end of a track loads the next one on the same element', () => {
  const element = mediaElement();
  const machine = start([element]);
  machine.dispatch({ type: 'play', track: a, queue: { tracks: [a, b], index: 0 } });
  element.emit('playing');
  element.log.length = 0;
  element.emit('ended');
  expect(currentTrack(machine.getState())).toEqual(b);
  expect(element.log).toEqual(['pause', `src ${audioPublicUrl(b.filePath)}`, 'play']);
});
