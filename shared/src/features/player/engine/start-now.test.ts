import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initSupabase } from '../../../client/supabase-client.ts';
import { audioPublicUrl } from '../../../data/storage/audio-public-url.ts';
import {
  afterStart,
  forgetReady,
  isReadied,
  offerStartTarget,
  readyStart,
  releaseReady,
  STATE_AFTER_START_MS,
  startNow,
  takeStarted,
} from './start-now.ts';

const track = { id: 't1', title: 'Night Drive', filePath: 'u/night.flac' };
const other = { id: 't2', title: 'Other', filePath: 'u/other.flac' };

beforeAll(() => initSupabase({ url: 'http://127.0.0.1:9', anonKey: 'anon' }));

/** An engine's element as start-now sees it: how often its URL was set, and its play() calls. */
function engineElement() {
  const audio = document.createElement('audio');
  audio.preload = 'auto';
  const seen = { srcSets: 0, plays: 0 };
  const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
  Object.defineProperty(audio, 'src', {
    get: () => src?.get?.call(audio),
    set: (value: string) => {
      seen.srcSets += 1;
      src?.set?.call(audio, value);
    },
  });
  // jsdom has no media pipeline: play() only counts
  audio.play = async () => {
    seen.plays += 1;
  };
  return { audio, seen };
}

let withdraw: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  withdraw?.();
  forgetReady(track);
  forgetReady(other);
});

function offer(audio: HTMLAudioElement, state = { holding: false }) {
  withdraw = offerStartTarget({
    take: () => {
      state.holding = true;
      return audio;
    },
    idle: () => (state.holding ? null : audio),
  });
  return state;
}

it('readies an idle player without fetching, and the click keeps that URL and plays it', () => {
  const { audio, seen } = engineElement();
  offer(audio);
  readyStart(track);
  const url = audioPublicUrl(track.filePath);
  expect(audio.getAttribute('src')).toBe(url);
  expect(audio.preload).toBe('none');
  expect(isReadied(audio)).toBe(true);

  expect(startNow(track)).toBe(true);
  // set once, when readied: setting it again at the click would restart the browser's load
  expect(seen.srcSets).toBe(1);
  expect(audio.preload).toBe('auto');
  expect(seen.plays).toBe(1);
  expect(takeStarted(audio, url)).toBe(true);
});

it('a click on another track than the readied one loads that track', () => {
  const { audio, seen } = engineElement();
  offer(audio);
  readyStart(track);
  expect(startNow(other)).toBe(true);
  expect(audio.getAttribute('src')).toBe(audioPublicUrl(other.filePath));
  expect(audio.preload).toBe('auto');
  expect(seen.srcSets).toBe(2);
});

it('leaves a player that holds a track alone', () => {
  const { audio } = engineElement();
  offer(audio, { holding: true });
  readyStart(track);
  expect(audio.getAttribute('src')).toBeNull();
  expect(audio.preload).toBe('auto');
});

it('readies the wanted track once an engine offers itself later', async () => {
  const { audio } = engineElement();
  readyStart(track);
  offer(audio);
  await Promise.resolve();
  expect(audio.getAttribute('src')).toBe(audioPublicUrl(track.filePath));
});

it('gives the URL up for the loader, which then loads what it is given', () => {
  const { audio } = engineElement();
  offer(audio);
  readyStart(track);
  releaseReady(audio);
  expect(audio.getAttribute('src')).toBeNull();
  expect(audio.preload).toBe('auto');
  expect(isReadied(audio)).toBe(false);
});

it("the play's state follows once the element plays, or fails, or after a while", () => {
  vi.useFakeTimers();
  const { audio } = engineElement();
  offer(audio);
  const followed: string[] = [];
  startNow(track);
  afterStart(() => followed.push('playing'));
  expect(followed).toEqual([]);
  audio.dispatchEvent(new Event('playing'));
  expect(followed).toEqual(['playing']);

  startNow(other);
  afterStart(() => followed.push('error'));
  audio.dispatchEvent(new Event('error'));
  expect(followed).toEqual(['playing', 'error']);

  startNow(track);
  afterStart(() => followed.push('late'));
  vi.advanceTimersByTime(STATE_AFTER_START_MS);
  expect(followed).toEqual(['playing', 'error', 'late']);
  audio.dispatchEvent(new Event('playing'));
  expect(followed).toHaveLength(3);
});

it('a second start before the first one played: only the second state follows', () => {
  const { audio, seen } = engineElement();
  offer(audio);
  const followed: string[] = [];
  startNow(track);
  afterStart(() => followed.push('first'));
  startNow(other);
  afterStart(() => followed.push('second'));
  audio.dispatchEvent(new Event('playing'));
  expect(followed).toEqual(['second']);
  // a second press on the same track while it starts plays on, it does not load again
  const sets = seen.srcSets;
  startNow(other);
  expect(seen.srcSets).toBe(sets);
});
