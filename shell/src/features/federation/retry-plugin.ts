/**
 * MF runtime plugin for the network (docs/architecture.md#remote-failure):
 * - a remote's manifest fetch is retried on a network error or a 5xx, so one flaky request does
 *   not put a remote's fallback on screen; a 4xx is final (nothing is there to get). All tries
 *   share one budget (LOAD_BUDGET_MS): each is aborted when the budget runs out, so a manifest that
 *   never answers fails in time and leaves no hung request behind for the next load to reuse.
 * - a fresh load's manifest is revalidated (no-cache): it is the pointer to a remote's current
 *   build. A first load keeps the runtime's own request, which the page's preload hint answers.
 * - an entry script that does not answer within the budget fails and is taken out of the page
 *   (the runtime would otherwise wait on the same <script> element again).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_BUDGET_MS, RemoteTimeoutError } from './load-budget.ts';
import { noteManifest, takeRevalidation } from './manifest-builds.ts';

const delaysMs = [200, 600];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One try, aborted at `deadline` (a Date.now() time); its own signal is combined with the caller's. */
async function fetchBefore(url: string, init: RequestInit, deadline: number): Promise<Response> {
  const left = deadline - Date.now();
  if (left <= 0) throw new RemoteTimeoutError(url, LOAD_BUDGET_MS);
  const timeout = AbortSignal.timeout(left);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (timeout.aborted) throw new RemoteTimeoutError(url, LOAD_BUDGET_MS);
    throw error;
  }
}

export async function fetchManifest(url: string, init: RequestInit = {}, budgetMs = LOAD_BUDGET_MS) {
  const deadline = Date.now() + budgetMs;
  for (const delay of delaysMs) {
    try {
      const response = await fetchBefore(url, init, deadline);
      if (response.status < 500) return response;
    } catch (error) {
      if (error instanceof RemoteTimeoutError) throw error;
      // a network error: try again after the delay
    }
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
  }
  return fetchBefore(url, init, deadline);
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hifi-retry-plugin',
    async fetch(url, init) {
      const response = await fetchManifest(
        url,
        takeRevalidation(url) ? { ...init, cache: 'no-cache' } : init,
      );
      if (response.ok) noteManifest(url, response.clone());
      return response;
    },
    createScript() {
      return { timeout: LOAD_BUDGET_MS };
    },
  };
}
