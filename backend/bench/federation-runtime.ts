/**
 * The Module Federation runtime a Discover visit loads (README "One runtime, small shared
 * modules"): every script the page and its workers fetch, and which of them carry a copy of
 * @module-federation/runtime-core, found by its code (the ModuleFederation class names its hooks,
 * e.g. 'beforeInitContainer', in every build, minified or not). The shell provides the page's one
 * runtime and remotes are built on it (experiments.externalRuntime), and the wave's worker is built
 * without it (shell/worker-file/), so one copy, in a page script, is the goal. The journey
 * e2e/specs/shell-effects.spec.ts asserts it on every CI run.
 */
import { get } from 'node:http';
import type { Browser } from '@playwright/test';

/** A string only runtime-core's ModuleFederation class holds, kept by the minifier. */
const runtimeMarker = 'beforeInitContainer';

export interface RuntimeChunk {
  path: string;
  /** bytes as decoded (what the engine parses) */
  raw: number;
  /** body bytes as the stack serves them to a browser that accepts Brotli */
  transferred: number;
  /** a worker's script, not the page's */
  worker: boolean;
}

export interface FederationRuntimeFigures {
  scripts: number;
  chunks: RuntimeChunk[];
  /** the paths of the workers' scripts the page started */
  workers: string[];
}

function servedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

export async function federationRuntimeOn(browser: Browser, url: string): Promise<FederationRuntimeFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const workerScripts = new Set<string>();
    page.on('worker', (worker) => workerScripts.add(worker.url()));
    const pending: Promise<RuntimeChunk | undefined>[] = [];
    let scripts = 0;
    context.on('response', (response) => {
      if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
      scripts++;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => undefined);
          if (!body?.toString('utf8').includes(runtimeMarker)) return undefined;
          return {
            path: new URL(response.url()).pathname,
            raw: body.length,
            // A worker's script has no transfer size in the page's network log: asked again here.
            transferred: await servedBytes(response.url()),
            worker: false,
          };
        })(),
      );
    });
    await page.goto(url);
    await page.getByRole('heading', { name: 'Discover Hi-Fi Audio' }).first().waitFor({ timeout: 60_000 });
    // The server's first view shows that heading before the app runs: wait for the app, whose
    // layout starts the wave's worker, then for the network to settle.
    await page.locator('#hifi-first-view').waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const chunks = (await Promise.all(pending)).filter((c): c is RuntimeChunk => c !== undefined);
    const workers = [...workerScripts].map((u) => new URL(u).pathname);
    for (const chunk of chunks) chunk.worker = workers.includes(chunk.path);
    return { scripts, chunks, workers };
  } finally {
    await context.close();
  }
}

/** Prints the figures; returns how many copies of the runtime the page loaded, its workers' included. */
export function printFederationRuntime({ scripts, chunks, workers }: FederationRuntimeFigures) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const onPage = chunks.filter((c) => !c.worker);
  console.log(
    `\nfederation runtime on /discover (${scripts} scripts fetched, page and workers; workers: ${workers.join(', ') || 'none'})`,
  );
  console.log('chunk holding runtime-core                       transferred        raw   where');
  for (const c of chunks) {
    console.log(
      `${c.path.padEnd(48)} ${kb(c.transferred).padStart(11)} ${kb(c.raw).padStart(10)}   ${c.worker ? 'worker' : 'page'}`,
    );
  }
  console.log(
    `runtimes: ${onPage.length} on the page, ${chunks.length - onPage.length} in workers; ` +
      `${kb(chunks.reduce((s, c) => s + c.transferred, 0))} transferred, ${kb(chunks.reduce((s, c) => s + c.raw, 0))} raw in those chunks`,
  );
  return chunks.length;
}
