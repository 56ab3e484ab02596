import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

// The site is served by a real stack over a temporary deployed copy (HIFI_SITE_DIR layout).
let dir: string;
let stack: RunningStack;
const savedEnv = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hifi-site-'));
  await mkdir(join(dir, 'shell/static/js'), { recursive: true });
  await mkdir(join(dir, 'remotes/mf-discover/static/js'), { recursive: true });
  await writeFile(join(dir, 'shell/index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'shell/static/js/index.0123456789.js'), 'console.log(1)');
  await writeFile(join(dir, 'remotes/mf-discover/mf-manifest.json'), '{"id":"mf_discover"}');
  await writeFile(join(dir, 'remotes/mf-discover/static/js/mf_discover.abcdef0123.js'), 'x');
  await writeFile(join(dir, 'secret.txt'), 'outside');
  process.env.HIFI_SITE_DIR = dir;
  process.env.HIFI_REMOTES = '';
  process.env.HIFI_REMOTES_FILE = '';
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.close();
  process.env = savedEnv;
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);

/**
 * A GET as a browser sends it: fetch() would decode the body itself and, given a validator, add
 * `cache-control: no-cache` (an end-to-end reload that no server may answer with 304).
 */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(`${stack.url}${path}`, { headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('the static site', () => {
  it('serves the shell, and its index.html for any page path so the shell routes (and 404s) itself', async () => {
    for (const path of ['/', '/discover', '/audio/123', '/no/such/page']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and answers a missing asset with 404, not HTML', async () => {
    const asset = await get('/static/js/index.0123456789.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/static/js/gone.0123456789.js')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(404);
  });

  it("serves each remote's build with its manifest uncached and readable from other origins", async () => {
    const manifest = await get('/remotes/mf-discover/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ id: 'mf_discover' });
    const chunk = await get('/remotes/mf-discover/static/js/mf_discover.abcdef0123.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await get('/remotes/mf-discover/missing.json')).status).toBe(404);
    expect((await get('/remotes/mf-nothing/mf-manifest.json')).status).toBe(404);
  });

  it('serves the default registry (relative manifest URLs) and the runtime config', async () => {
    const registry = await get('/remotes.json');
    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(await registry.json()).toEqual({
      mf_discover: '/remotes/mf-discover/mf-manifest.json',
      mf_upload: '/remotes/mf-upload/mf-manifest.json',
      mf_library: '/remotes/mf-library/mf-manifest.json',
      mf_player: '/remotes/mf-player/mf-manifest.json',
      mf_embed: '/remotes/mf-embed/mf-manifest.json',
    });
    expect(await (await get('/config.json')).json()).toEqual({
      supabaseUrl: null,
      supabaseAnonKey: stack.keys.anonKey,
    });
  });

  it('never leaks files outside the build and refuses writes', async () => {
    for (const path of ['/..%2fsecret.txt', '/remotes/mf-discover/..%2f..%2fsecret.txt', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).not.toContain('outside');
    }
    const post = await get('/discover', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends text assets Brotli-encoded to browsers that accept it, gzip to the rest, plain to none', async () => {
    const raw = (encoding?: string) =>
      rawGet('/static/js/index.0123456789.js', encoding ? { 'accept-encoding': encoding } : {});
    // What Chromium sends: gzip first, equal weights, so the server's preference decides.
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    const gz = await raw('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    expect((await raw('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
    expect((await raw('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it("serves the build's pre-compressed .br sibling instead of compressing again", async () => {
    const js = join(dir, 'shell/static/js/pre.0123456789.js');
    await writeFile(js, 'console.log("source")');
    // Different content on purpose: only a served sibling can produce it.
    await writeFile(`${js}.br`, brotliCompressSync('console.log("from the sibling")'));
    const res = await rawGet('/static/js/pre.0123456789.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe('console.log("from the sibling")');
  });

  it("sends a track's page (the link-preview function's) compressed like every page", async () => {
    const res = await rawGet('/audio/123', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    // HEAD (a crawler checking the link) still has its answer from the function
    const head = await get('/audio/123', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
  });

  it('answers a second visit to index.html and a manifest with 304 while unchanged, 200 once rebuilt', async () => {
    for (const path of ['/', '/discover', '/audio/123', '/remotes/mf-discover/mf-manifest.json']) {
      const first = await rawGet(path);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\/"/);
      const again = await rawGet(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect((await rawGet(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
    const manifestPath = '/remotes/mf-discover/mf-manifest.json';
    const first = await rawGet(manifestPath);
    const byDate = await rawGet(manifestPath, {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
    const manifest = join(dir, 'remotes/mf-discover/mf-manifest.json');
    const before = String((await rawGet('/remotes/mf-discover/mf-manifest.json')).headers.etag);
    await writeFile(manifest, '{"id":"mf_discover","republished":true}');
    const after = await rawGet('/remotes/mf-discover/mf-manifest.json', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString())).toEqual({ id: 'mf_discover', republished: true });
    await writeFile(manifest, '{"id":"mf_discover"}');
  });

  it("serves the embed player from mf-embed's own lean page when the build has one, else the shell", async () => {
    const shellEmbed = await get('/embed/audio/123');
    expect(await shellEmbed.text()).toContain('<div id="root"></div>');
    await mkdir(join(dir, 'remotes/mf-embed'), { recursive: true });
    await writeFile(join(dir, 'remotes/mf-embed/embed.html'), '<!doctype html><p>lean embed</p>');
    const lean = await get('/embed/audio/123');
    expect(lean.status).toBe(200);
    const leanPage = await lean.text();
    expect(leanPage).toContain('<p>lean embed</p>');
    // the config the embed would fetch is in the page; the registry, which it has no use for, is not
    expect(leanPage).toContain('<script type="application/json" id="hifi-config">');
    expect(leanPage).not.toContain('hifi-remotes');
    expect(lean.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(lean.headers.get('cache-control')).toBe('no-cache');
    expect(await (await get('/discover')).text()).toContain('<div id="root">');
    await rm(join(dir, 'remotes/mf-embed'), { recursive: true, force: true });
  });

  it('writes the config and the registry into every page it serves, and on /discover preload hints for its remote', async () => {
    const manifest = join(dir, 'remotes/mf-discover/mf-manifest.json');
    await writeFile(
      manifest,
      JSON.stringify({
        metaData: {
          publicPath: 'auto',
          remoteEntry: { name: 'static/js/mf_discover.abcdef0123.js', path: '' },
        },
        exposes: [
          {
            name: 'TrackPage',
            assets: { js: { sync: ['static/js/async/track.0123456789.js'] }, css: { sync: [] } },
          },
          {
            name: 'DiscoverPage',
            assets: {
              js: {
                sync: ['static/js/async/page.0123456789.js'],
                async: ['static/js/async/later.0123456789.js'],
              },
              css: { sync: ['static/css/async/page.0123456789.css'], async: [] },
            },
          },
        ],
      }),
    );
    try {
      const inlined = (html: string, id: string) => {
        const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
        return json === undefined ? undefined : JSON.parse(json);
      };
      for (const path of ['/', '/discover', '/audio/123', '/index.html']) {
        const html = await (await get(path)).text();
        expect(inlined(html, 'hifi-config'), path).toEqual(await (await get('/config.json')).json());
        expect(inlined(html, 'hifi-remotes'), path).toEqual(await (await get('/remotes.json')).json());
      }
      const discover = await (await get('/discover')).text();
      expect(discover).toContain(
        '<link rel="preload" as="fetch" href="/remotes/mf-discover/mf-manifest.json" crossorigin>',
      );
      for (const [as, href] of [
        ['script', '/remotes/mf-discover/static/js/mf_discover.abcdef0123.js'],
        ['script', '/remotes/mf-discover/static/js/async/page.0123456789.js'],
        ['style', '/remotes/mf-discover/static/css/async/page.0123456789.css'],
      ]) {
        expect(discover).toContain(`<link rel="preload" as="${as}" href="${href}">`);
      }
      // only what the first view needs; and only on the route that renders it
      expect(discover).not.toContain('later.0123456789.js');
      expect(discover).not.toContain('track.0123456789.js');
      // a track page's HTML comes from the link-preview function, which reads /index.html naming the page
      const track = await (await get('/index.html?route=%2Faudio%2F123')).text();
      expect(track).toContain(
        '<link rel="preload" as="script" href="/remotes/mf-discover/static/js/async/track.0123456789.js">',
      );
      expect(track).not.toContain('page.0123456789.js');
      expect(await (await get('/library')).text()).not.toContain('rel="preload"');
    } finally {
      await writeFile(manifest, '{"id":"mf_discover"}');
    }
  });

  it('writes no value into a page that could end its JSON element early', async () => {
    const { jsonScript } = await import('../../../supabase/functions/_shared/page-inlines.ts');
    const script = jsonScript('hifi-config', { supabaseUrl: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)</.exec(script)?.[1] ?? '')).toEqual({
      supabaseUrl: '</script><script>alert(1)</script>',
    });
  });

  it('keeps unmounted API paths out of the single-page fallback', async () => {
    const res = await get('/functions/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('the registry override', () => {
  it('serves HIFI_REMOTES as the registry', async () => {
    process.env.HIFI_REMOTES = '{"mf_player":"https://cdn.example/player/mf-manifest.json"}';
    const other = await startTestStack();
    try {
      expect(await (await fetch(`${other.url}/remotes.json`)).json()).toEqual({
        mf_player: 'https://cdn.example/player/mf-manifest.json',
      });
    } finally {
      await other.close();
      process.env.HIFI_REMOTES = '';
    }
  });

  it('reads HIFI_REMOTES_FILE on every request, so the registry can be repointed live', async () => {
    const file = join(dir, 'remotes.json');
    await writeFile(file, '{"mf_discover":"http://cdn.example/a/mf-manifest.json"}');
    process.env.HIFI_REMOTES_FILE = file;
    const other = await startTestStack();
    try {
      expect(await (await fetch(`${other.url}/remotes.json`)).json()).toEqual({
        mf_discover: 'http://cdn.example/a/mf-manifest.json',
      });
      await writeFile(file, '{"mf_discover":"http://cdn.example/b/mf-manifest.json"}');
      expect(await (await fetch(`${other.url}/remotes.json`)).json()).toEqual({
        mf_discover: 'http://cdn.example/b/mf-manifest.json',
      });
      await writeFile(file, '{not json');
      const broken = await fetch(`${other.url}/remotes.json`);
      expect(broken.status).toBe(500);
      expect(((await broken.json()) as { message: string }).message).toMatch(/not valid JSON/);
    } finally {
      await other.close();
      process.env.HIFI_REMOTES_FILE = '';
    }
  });
});
