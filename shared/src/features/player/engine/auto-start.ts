/**
 * Starting playback right after a src change often fails (the media is not ready yet, or the
 * browser rejects a play() racing a load). So (docs/product.md#4-states-and-transitions): try,
 * then retry 3 times 500/1000/1500 ms apart, and before each try wait until the element has
 * enough data to play.
 */
export const AUTO_START_DELAYS_MS = [500, 1000, 1500] as const;

/** HTMLMediaElement.HAVE_FUTURE_DATA */
const HAVE_FUTURE_DATA = 3;

export interface Playable extends EventTarget {
  readyState: number;
  play(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Resolves when the element can play, when it errors, or after limitMs, whichever is first. */
function whenReady(media: Playable, signal: AbortSignal, limitMs: number) {
  if (media.readyState >= HAVE_FUTURE_DATA) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      media.removeEventListener('canplay', done);
      media.removeEventListener('error', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    media.addEventListener('canplay', done);
    media.addEventListener('error', done);
    signal.addEventListener('abort', done);
  });
}

/** Returns true once play() succeeded; false after the last retry failed or when aborted. */
export async function autoStart(
  media: Playable,
  signal: AbortSignal,
  delays: readonly number[] = AUTO_START_DELAYS_MS,
  readyLimitMs = 10_000,
): Promise<boolean> {
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (signal.aborted) return false;
    await whenReady(media, signal, readyLimitMs);
    if (signal.aborted) return false;
    try {
      await media.play();
      return true;
    } catch (error) {
      // NotAllowedError (no user gesture) will not get better by waiting.
      if (error instanceof Error && error.name === 'NotAllowedError') return false;
      const delay = delays[attempt];
      if (delay === undefined) return false;
      await sleep(delay, signal);
    }
  }
  return false;
}

/**
 * play() at once, in the task that asked for it (a click's: what a bare `<audio>` does, and what
 * the autoplay policy wants), then autoStart's retries if it fails. A play() on a fresh src waits
 * for the data by itself; only a retry waits until the media can play.
 */
export async function startAtOnce(
  media: Playable,
  signal: AbortSignal,
  delays: readonly number[] = AUTO_START_DELAYS_MS,
): Promise<boolean> {
  try {
    await media.play();
    return true;
  } catch (error) {
    if (signal.aborted || (error instanceof Error && error.name === 'NotAllowedError')) return false;
    const [first, ...rest] = delays;
    if (first === undefined) return false;
    await sleep(first, signal);
    return autoStart(media, signal, rest);
  }
}
