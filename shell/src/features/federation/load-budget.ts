/**
 * How long a remote may take to answer before its slot counts it as failed (docs/architecture.md#remote-failure):
 * a manifest (with its retries), an entry script and the module load as a whole each get this
 * budget, so a hung host shows the slot's fallback with Retry instead of "Loading..." for minutes.
 */
export const LOAD_BUDGET_MS = 7_000;

/** A remote that did not answer within its budget. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms / 1000} s`);
  }
}

/** `promise`, or a RemoteTimeoutError once `ms` have passed; the timer never outlives the race. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
