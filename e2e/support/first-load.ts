/**
 * What a cold load of a page fetches: every request, and the JavaScript as transferred (the
 * encoded body bytes, Brotli from the stack), per file. Sizes of one build are deterministic, so
 * the size budget (specs/first-load.spec.ts) and `pnpm bench:web` both use this.
 */
import type { Page } from '@playwright/test';

export interface FirstLoad {
  requests: number;
  scripts: { path: string; bytes: number; encoding: string }[];
  /** Sum of the scripts' transferred body bytes. */
  jsBytes: number;
}

/** Opens url in page (a fresh context: an empty cache) and counts until ready() and the network is idle. */
export async function measureFirstLoad(
  page: Page,
  url: string,
  ready: () => Promise<void>,
): Promise<FirstLoad> {
  const pending: Promise<FirstLoad['scripts'][number] | undefined>[] = [];
  let requests = 0;
  page.on('requestfinished', (request) => {
    requests += 1;
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s) => s !== undefined);
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { requests, scripts, jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeLoad(name: string, load: FirstLoad): string {
  return [
    `${name}: ${load.requests} requests, ${load.scripts.length} JavaScript files, ${kb(load.jsBytes)} of JavaScript transferred`,
    ...load.scripts.map((s) => `${kb(s.bytes).padStart(10)} ${s.encoding.padEnd(8)} ${s.path}`),
  ].join('\n');
}
