/**
 * MF runtime plugin: retries a remote's manifest fetch on a network error or a 5xx, so one flaky
 * request does not put a remote's fallback on screen. A 4xx is final (nothing is there to get).
 * Chunks are <script> loads the browser does not let us retry here; the error boundary's Retry
 * covers them.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const delaysMs = [200, 600];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hifi-retry-plugin',
    async fetch(url, init) {
      for (const delay of delaysMs) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
        } catch {
          // a network error: try again after the delay
        }
        await sleep(delay);
      }
      return fetch(url, init);
    },
  };
}
