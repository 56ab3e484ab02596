import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { init } from '@module-federation/enhanced/runtime';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import fallbackPlugin from './fallback-plugin.ts';
import { loadLiveRemote, remoteProvenance, remoteServing, startRemotes } from './live-remotes.ts';
import { RemoteLoadError } from './remote-load-error.ts';
import retryPlugin from './retry-plugin.ts';

/** The site: a registry and a remote whose manifest is broken; it counts what is asked of it. */
let server: Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ mf_broken: '/remotes/mf-broken/b2/mf-manifest.json' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"metaData": ');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the page is on the site's origin, as in the browser (happy-dom's own API for it)
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/library`);
  init({ name: 'shell', remotes: [], plugins: [retryPlugin(), fallbackPlugin()] });
  startRemotes([{ name: 'mf_broken', entry: `${origin}/remotes/mf-broken/b1/mf-manifest.json` }]);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

it('knows which remote a stack runs through, by its manifest folder', () => {
  const stack = `Error: x\n    at run (${origin}/remotes/mf-broken/b1/static/js/async/12.js:1:40)`;
  expect(remoteServing(stack)).toBe('mf_broken');
  expect(remoteServing(`Error: x\n    at run (${origin}/static/js/index.js:1:40)`)).toBeUndefined();
});

it('takes the registry it has as current for the page it was read on', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  asked.length = 0;
  await expect(loadLiveRemote('mf_broken/Page')).rejects.toThrow(RemoteLoadError);
  // the first try used b1 as registered; only the heal after it asked the registry
  expect(asked.filter((url) => url === '/remotes.json')).toHaveLength(1);
  expect(asked.filter((url) => url.includes('/b1/'))).toHaveLength(1);
  startRemotes([{ name: 'mf_broken', entry: `${origin}/remotes/mf-broken/b1/mf-manifest.json` }]);
});

it('fails a broken remote fast, after one fresh load from the live registry, with where it came from', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // a slot of another page than the registry was read on re-reads it
  window.history.pushState(null, '', '/recent');
  asked.length = 0;
  const error = await loadLiveRemote('mf_broken/Page').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RemoteLoadError);
  expect((error as RemoteLoadError).manifestUrl).toBe(`${origin}/remotes/mf-broken/b2/mf-manifest.json`);
  // The registry moved the remote to b2: the load asked for b2's manifest, and the heal asked the
  // registry and b2's manifest again (a fresh load: nothing cached from the failed one).
  expect(asked.filter((url) => url === '/remotes.json')).toHaveLength(2);
  expect(asked.filter((url) => url === '/remotes/mf-broken/b2/mf-manifest.json')).toHaveLength(2);
  expect(asked.some((url) => url.includes('/b1/'))).toBe(false);
  expect(remoteProvenance('mf_broken').manifestUrl).toBe(`${origin}/remotes/mf-broken/b2/mf-manifest.json`);
});

it('loads a remote that failed fresh the next time, on the same page too: nothing of the failed load is waited on again', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  asked.length = 0;
  await expect(loadLiveRemote('mf_broken/Page')).rejects.toThrow(RemoteLoadError);
  // one fresh load (the registry and b2's manifest read anew), not a cached try and a heal
  expect(asked.filter((url) => url === '/remotes.json')).toHaveLength(1);
  expect(asked.filter((url) => url === '/remotes/mf-broken/b2/mf-manifest.json')).toHaveLength(1);
});
