import { afterEach, expect, it, vi } from 'vitest';
import { AUTO_START_DELAYS_MS, autoStart, type Playable, startAtOnce } from './auto-start.ts';

afterEach(() => vi.useRealTimers());

/** A media element whose play() fails the first `failures` times; readyState as given. */
function media(failures: number, readyState = 4) {
  const target = new EventTarget() as Playable & { tries: number[] };
  target.readyState = readyState;
  target.tries = [];
  const start = Date.now();
  target.play = async () => {
    target.tries.push(Date.now() - start);
    if (target.tries.length <= failures)
      throw new DOMException('The element has no supported sources.', 'AbortError');
  };
  return target;
}

it('tries once and then retries 3 times, 500 ms steps apart', async () => {
  vi.useFakeTimers();
  const element = media(10);
  const result = autoStart(element, new AbortController().signal);
  await vi.runAllTimersAsync();
  expect(await result).toBe(false);
  expect(element.tries).toEqual([0, 500, 1500, 3000]);
  expect(AUTO_START_DELAYS_MS).toEqual([500, 1000, 1500]);
});

it('stops retrying as soon as play succeeds', async () => {
  vi.useFakeTimers();
  const element = media(1);
  const result = autoStart(element, new AbortController().signal);
  await vi.runAllTimersAsync();
  expect(await result).toBe(true);
  expect(element.tries).toHaveLength(2);
});

it('waits for the media to be ready before trying', async () => {
  vi.useFakeTimers();
  const element = media(0, 1);
  const result = autoStart(element, new AbortController().signal);
  await vi.advanceTimersByTimeAsync(2000);
  expect(element.tries).toHaveLength(0);
  element.readyState = 4;
  element.dispatchEvent(new Event('canplay'));
  expect(await result).toBe(true);
  expect(element.tries).toEqual([2000]);
});

it('gives up at once when the browser refuses autoplay, and when aborted', async () => {
  const refused = media(0);
  refused.play = async () => {
    throw new DOMException('no gesture', 'NotAllowedError');
  };
  expect(await autoStart(refused, new AbortController().signal)).toBe(false);
  const controller = new AbortController();
  controller.abort();
  const element = media(0);
  expect(await autoStart(element, controller.signal)).toBe(false);
  expect(element.tries).toHaveLength(0);
});

it('starts at once, before the media is ready, and retries the usual way after a failure', async () => {
  vi.useFakeTimers();
  const element = media(1, 0);
  const result = startAtOnce(element, new AbortController().signal);
  expect(element.tries).toEqual([0]);
  await vi.advanceTimersByTimeAsync(500);
  // the retry waits for the media to be ready
  expect(element.tries).toHaveLength(1);
  element.readyState = 4;
  element.dispatchEvent(new Event('canplay'));
  expect(await result).toBe(true);
  expect(element.tries).toEqual([0, 500]);
});

it('does not retry a start the browser refused for want of a gesture', async () => {
  const refused = media(0);
  refused.play = async () => {
    throw new DOMException('no gesture', 'NotAllowedError');
  };
  expect(await startAtOnce(refused, new AbortController().signal)).toBe(false);
});
