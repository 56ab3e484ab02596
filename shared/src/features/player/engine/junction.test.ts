import { afterEach, expect, it, vi } from 'vitest';
import { msUntilEnd, scheduleJunction } from './junction.ts';

afterEach(() => vi.useRealTimers());

/** A media clock that advances with the (fake) timers. */
function playingFor(duration: number, at: number) {
  const started = performance.now();
  return {
    duration,
    playbackRate: 1,
    paused: false,
    get currentTime() {
      return at + (performance.now() - started) / 1000;
    },
  };
}

it('counts the time left at the playback rate, less the lead', () => {
  expect(msUntilEnd({ duration: 10, currentTime: 9, playbackRate: 1, paused: false }, 0)).toBe(1000);
  expect(msUntilEnd({ duration: 10, currentTime: 9, playbackRate: 2, paused: false }, 0)).toBe(500);
  expect(msUntilEnd({ duration: 10, currentTime: 9, playbackRate: 1, paused: false }, 30)).toBe(970);
  expect(msUntilEnd({ duration: Number.NaN, currentTime: 9, playbackRate: 1, paused: false })).toBeNaN();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('starts the next track at the end of the current one, not before', async () => {
  const media = playingFor(10, 9.7);
  let startedAt = Number.NaN;
  scheduleJunction(media, () => (startedAt = media.currentTime), new AbortController().signal, 0);
  await sleep(200);
  expect(startedAt).toBeNaN();
  await sleep(300);
  expect(startedAt).toBeGreaterThanOrEqual(10);
});

it('does nothing once aborted or paused', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const start = vi.fn();
  const controller = new AbortController();
  scheduleJunction(playingFor(10, 9), start, controller.signal, 0);
  controller.abort();
  const paused = { ...playingFor(10, 9.5), paused: true };
  scheduleJunction(paused, start, new AbortController().signal, 0);
  await vi.advanceTimersByTimeAsync(2000);
  expect(start).not.toHaveBeenCalled();
});
