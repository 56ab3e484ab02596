/**
 * The first-view function (supabase/functions/first-view) as the site serves it at /discover: the
 * first screen in the HTML, its data as inert JSON the same as the site's own discovery query
 * answers, user text that cannot break out, and the plain page whenever the first view cannot be
 * made. Plain HTTP against the stack, and the handler itself for the failure paths.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOVERY_PAGE_SIZE,
  discoveryRequest,
  nextCursor,
} from '../../../shared/src/data/tracks/discovery-request.ts';
import { TRACK_SELECT } from '../../../shared/src/data/tracks/track-shape.ts';
import {
  FIRST_VIEW_ROWS,
  firstPageRequest,
} from '../../../supabase/functions/first-view/generated/discover-first-view.js';
import { createHandler } from '../../../supabase/functions/first-view/handler.ts';
import { serviceDatabases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/** shared's DEFAULT_DISCOVERY_REQUEST (discovery-options.ts, which needs react-query) */
const defaultView = { sort: 'likes', search: '', genre: 'all' } as const;
const scriptBreaker = `</script><script>alert(1)</script>`;
const imgInjection = `<img src=x onerror="alert(2)"> $& $' and more`;

const shellPage =
  '<!doctype html><html><head><meta charset="utf-8"><title>HiFi Audio</title>' +
  '<script defer src="/static/js/index.js" fetchpriority="high"></script>' +
  '<link rel="preload" as="script" href="/static/js/async/bootstrap.js">' +
  '<link rel="preload" as="style" href="/static/css/async/bootstrap.css">' +
  '</head><body><div id="root"></div></body></html>';

/** The JSON of the page's first-view data element. */
function firstViewData(html: string): unknown {
  const json = /<script type="application\/json" id="hifi-first-view-data">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe.each(serviceDatabases)('the first view of /discover on %s', (kind) => {
  let stack: RunningStack;
  let siteDir: string;
  const previousSiteDir = process.env.HIFI_SITE_DIR;

  async function insertTrack(
    userId: string,
    title: string,
    likes: number,
    description: string | null = null,
  ) {
    await stack.db.query(
      `insert into public.audio_files (id, title, description, file_path, user_id, genres, likes_count, codec, sample_rate, bit_depth, duration)
       values ($1, $2, $3, $4, $5, '{Jazz}', $6, 'flac', 96000, 24, 61)`,
      [randomUUID(), title, description, `${randomUUID()}.flac`, userId, likes],
    );
  }

  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'hifi-site-'));
    await mkdir(join(siteDir, 'shell'), { recursive: true });
    await writeFile(join(siteDir, 'shell', 'index.html'), shellPage);
    process.env.HIFI_SITE_DIR = siteDir;
    // the featured user the site was built with (PUBLIC_FEATURED_USERNAME), not the default
    stack = await startTestStack(kind, { featuredUsername: 'grace' });
    const member = randomUUID();
    const grace = randomUUID();
    await stack.db.exec(
      `insert into auth.users (id, email) values ('${member}', 'member@example.test'), ('${grace}', 'grace@example.test');
       update public.profiles set username = 'grace' where id = '${grace}';`,
    );
    await insertTrack(member, scriptBreaker, 5, imgInjection);
    await insertTrack(member, imgInjection, 4);
    for (let i = 0; i < 10; i++) await insertTrack(member, `Track ${i}`, 3);
    await insertTrack(grace, 'Grace newest', 0, 'The featured one');
  }, 60_000);
  afterAll(async () => {
    if (previousSiteDir === undefined) delete process.env.HIFI_SITE_DIR;
    else process.env.HIFI_SITE_DIR = previousSiteDir;
    await stack?.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('asks for what the site asks for (mf-discover’s server entry takes it from shared)', () => {
    expect(firstPageRequest).toMatchObject({
      select: TRACK_SELECT,
      order: 'likes_count.desc,id.asc',
      limit: DISCOVERY_PAGE_SIZE,
    });
  });

  it('answers /discover with the first screen in the HTML and the site’s own first page as data', async () => {
    const response = await fetch(`${stack.url}/discover`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<div id="hifi-first-view" data-path="/discover">');
    expect(html).toContain('<div id="root" hidden></div>');
    expect(html).toContain('Discover Hi-Fi Audio');
    // the featured user's newest track, and the list's first rows
    expect(html).toMatch(/Featured<\/h2>[\s\S]*Grace newest[\s\S]*The featured one/);
    // the featured card and the list's first rows, rendered by the app's own components (the rest come with the app)
    const view = html.slice(
      html.indexOf('<div id="hifi-first-view" data-path="/discover">'),
      html.indexOf('<div id="root"'),
    );
    expect(view.match(/data-testid="track-card"/g)).toHaveLength(1 + FIRST_VIEW_ROWS);
    expect(view).toContain('data-remote="mf_discover"');
    expect(view).toContain('aria-label="Sidebar"');
    // the app's scripts wait in the template; the stylesheet is one; the boot script starts them
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/static/js/');
    expect(head).toContain('<link rel="stylesheet" href="/static/css/async/bootstrap.css">');
    expect(head).toContain('<script defer src="/first-view-boot.js"></script>');
    expect(html).toMatch(
      /<template id="hifi-app-tags"><script defer src="\/static\/js\/index.js" fetchpriority="high"><\/script><link rel="preload" as="script" href="\/static\/js\/async\/bootstrap.js"><\/template>/,
    );

    // the data is what the site's discovery query answers (it seeds the page's query cache)
    const client = supabaseClient(stack);
    const { data: rows, error } = await discoveryRequest(defaultView, client);
    expect(error).toBeNull();
    expect(firstViewData(html)).toMatchObject({
      page: JSON.parse(JSON.stringify({ tracks: rows, next: nextCursor('likes', rows ?? []) })),
      featuredUsername: 'grace',
      featured: { title: 'Grace newest' },
    });
  });

  it('keeps user text as text: no title closes the data or writes an element', async () => {
    const html = await (await fetch(`${stack.url}/discover`)).text();
    expect(html).not.toContain(scriptBreaker);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; $&amp; $&#x27; and more');
    // only the page's own script elements: the data, the config and registry, the boot script
    expect(
      html.match(/<script\b[^>]*>/g)?.map((tag) => /id="([^"]+)"|src="([^"]+)"/.exec(tag)?.slice(1).join('')),
    ).toEqual([
      'hifi-config',
      'hifi-remotes',
      'hifi-first-view-data',
      '/first-view-boot.js',
      '/static/js/index.js',
    ]);
    expect((firstViewData(html) as { page: { tracks: { title: string }[] } }).page.tracks[0]?.title).toBe(
      scriptBreaker,
    );
  });

  it('sends the page with an ETag (a 304 for the same page) and Brotli when asked', async () => {
    // node:http, not fetch: fetch adds cache-control: no-cache to a conditional request
    const get = (headers: Record<string, string>) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        request(`${stack.url}/discover`, { headers }, (res) => resolve(res.resume()))
          .on('error', reject)
          .end(),
      );
    const first = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\//);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers another view of Discover with the plain page', async () => {
    const html = await (await fetch(`${stack.url}/discover?sort=plays`)).text();
    expect(html).not.toContain('hifi-first-view');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/static/js/index.js"');
  });

  const handler = (anonKey = stack.keys.anonKey) =>
    createHandler({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: anonKey,
      SITE_URL: stack.url,
      SHELL_INDEX_URL: `${stack.url}/index.html`,
    });

  it('answers an unknown path with the plain page', async () => {
    for (const path of [
      '/first-view/elsewhere',
      '/first-view/discover/more',
      '/first-view',
      '/first-view/%E0%A4%A',
    ]) {
      const response = await handler()(new Request(`http://function.test${path}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('hifi-first-view');
    }
  });

  /** A plain static host (a hosted project's site): files as built, nothing written into pages. */
  async function staticHost(files: Record<string, string>) {
    const server = createServer((req, res) => {
      const body = files[new URL(req.url ?? '/', 'http://host.test').pathname];
      if (body === undefined) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': req.url?.endsWith('.json') ? 'application/json' : 'text/html' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const discoverManifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/mf_discover.js', path: '' } },
    exposes: [
      {
        name: 'DiscoverPage',
        assets: {
          js: { sync: ['static/js/async/discover.js'] },
          css: { sync: ['static/css/async/discover.css'] },
        },
      },
    ],
  };

  it('makes the first view from a plain static host too: the registry and the remote’s stylesheet from its own files', async () => {
    const registry = { mf_discover: '/remotes/mf-discover/mf-manifest.json' };
    const host = await staticHost({
      '/index.html': shellPage,
      '/remotes.json': JSON.stringify(registry),
      '/remotes/mf-discover/mf-manifest.json': JSON.stringify(discoverManifest),
    });
    try {
      const fromHost = createHandler({
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.keys.anonKey,
        SITE_URL: host.url,
        FEATURED_USERNAME: 'grace',
      });
      const html = await (await fromHost(new Request('http://function.test/first-view/discover'))).text();
      expect(html).toContain('<div id="hifi-first-view" data-path="/discover">');
      expect(html).toMatch(/Featured<\/h2>[\s\S]*Grace newest/);
      const head = html.slice(0, html.indexOf('</head>'));
      // Discover's stylesheet applies at the first paint; the registry is in the page
      expect(head).toContain(
        '<link rel="stylesheet" href="/remotes/mf-discover/static/css/async/discover.css">',
      );
      expect(head).toContain(
        `<script type="application/json" id="hifi-remotes">${JSON.stringify(registry)}</script>`,
      );
      // the remote's manifest, entry and scripts wait with the app's own
      const template = /<template id="hifi-app-tags">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(template).toContain(
        '<link rel="preload" as="fetch" href="/remotes/mf-discover/mf-manifest.json" crossorigin>',
      );
      expect(template).toContain(
        '<link rel="preload" as="script" href="/remotes/mf-discover/static/js/mf_discover.js">',
      );
      expect(template).toContain(
        '<link rel="preload" as="script" href="/remotes/mf-discover/static/js/async/discover.js">',
      );
    } finally {
      await host.close();
    }

    // A host whose registry can't be read: the plain page, which fetches what it needs itself.
    const bare = await staticHost({ '/index.html': shellPage });
    try {
      const fromBare = createHandler({
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.keys.anonKey,
        SITE_URL: bare.url,
      });
      const html = await (await fromBare(new Request('http://function.test/first-view/discover'))).text();
      expect(html).toBe(shellPage);
    } finally {
      await bare.close();
    }
  });

  it('answers the plain page when the API refuses (here: a wrong key)', async () => {
    const response = await handler('not-a-key')(new Request('http://function.test/first-view/discover'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('hifi-first-view');
  });

  it('refuses other methods', async () => {
    const response = await handler()(
      new Request('http://function.test/first-view/discover', { method: 'POST' }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the first-view bundles', () => {
  // A function's module stays loaded for the life of its process: what it leaves open at load (the
  // browser build of react-dom/server opens a MessageChannel) would keep the local stack, its tests
  // and benches from ever exiting.
  it('leave nothing open that keeps a process running', async () => {
    const generated = new URL('../../../supabase/functions/first-view/generated/', import.meta.url);
    const load = ['discover-first-view.js', 'shell-chrome.js']
      .map((file) => `await import(${JSON.stringify(new URL(file, generated).href)});`)
      .join('');
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', load], { stdio: 'inherit' });
      const timer = setTimeout(() => child.kill(), 20_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });
    expect(exit).toEqual({ code: 0, signal: null });
  });
});
