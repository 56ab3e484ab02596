// @vitest-environment node
// (Node's own fetch: the plugin runs in the browser, where the manifest server sends CORS headers.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { RemoteTimeoutError } from './load-budget.ts';
import retryPlugin, { fetchManifest } from './retry-plugin.ts';

let server: Server | undefined;

async function stop() {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
}

afterEach(stop);

/**
 * A real manifest server that answers each request with the next status of `statuses`;
 * 0 leaves the request hanging.
 */
async function serve(statuses: number[]) {
  let calls = 0;
  const open: number[] = [];
  server = createServer((req, res) => {
    const status = statuses[Math.min(calls, statuses.length - 1)] ?? 200;
    calls += 1;
    if (status === 0) {
      open.push(calls);
      req.on('close', () => open.splice(open.indexOf(calls), 1));
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/mf-manifest.json`, calls: () => calls, open: () => open.length };
}

const fetchHook = retryPlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;

it('retries a manifest fetch that answered 5xx, and returns the good answer', async () => {
  const manifest = await serve([503, 502, 200]);
  const response = await fetchHook(manifest.url, {});
  expect(response.status).toBe(200);
  expect(manifest.calls()).toBe(3);
});

it('does not retry a 4xx: nothing is there to get', async () => {
  const manifest = await serve([404]);
  expect((await fetchHook(manifest.url, {})).status).toBe(404);
  expect(manifest.calls()).toBe(1);
});

it('gives up after its retries when the server is down, with the network error', async () => {
  const manifest = await serve([200]);
  await stop();
  await expect(fetchHook(manifest.url, {})).rejects.toThrow();
});

it('gives up on a manifest that never answers within its budget, and leaves no request open', async () => {
  const manifest = await serve([0]);
  const started = Date.now();
  await expect(fetchManifest(manifest.url, {}, 400)).rejects.toThrow(RemoteTimeoutError);
  expect(Date.now() - started).toBeLessThan(1_500);
  await expect.poll(() => manifest.open()).toBe(0);
});

it('retries within the budget: a hung first try still leaves time for a good answer', async () => {
  const manifest = await serve([503, 200]);
  expect((await fetchManifest(manifest.url, {}, 2_000)).status).toBe(200);
});

it('asks the entry script loader to give up after the load budget', () => {
  const createScript = retryPlugin().createScript as unknown as () => { timeout: number };
  expect(createScript().timeout).toBe(7_000);
});
