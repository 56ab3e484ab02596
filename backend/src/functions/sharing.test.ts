/**
 * curl-level tests of sharing: /oembed (and the same function at /functions/v1/oembed) and the
 * link-preview tags in the HTML the server sends for /audio/{id} and /release/{id}. Plain HTTP, as a crawler or an
 * oEmbed consumer would call them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

const hostile = `Fish & "Chips" <script>alert('x')</script>`;

async function insertTrack(stack: RunningStack, fields: { title: string; description: string | null }) {
  const userId = randomUUID();
  const id = randomUUID();
  await stack.db.exec(
    // The member's display name comes from the e-mail's local part (profiles hold no e-mail).
    `insert into auth.users (id, email) values ('${userId}', '${userId}@example.test');`,
  );
  await stack.db.query(
    `insert into public.audio_files (id, title, description, file_path, user_id, genres) values ($1, $2, $3, $4, $5, '{}')`,
    [id, fields.title, fields.description, `${randomUUID()}.flac`, userId],
  );
  return { id, userId };
}

describe.each(serviceDatabases)('sharing on %s', (kind) => {
  let stack: RunningStack;
  let siteDir: string;
  let track: { id: string; userId: string };
  let plain: { id: string; userId: string };
  const previousSiteDir = process.env.HIFI_SITE_DIR;

  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'hifi-site-'));
    await mkdir(join(siteDir, 'shell'), { recursive: true });
    await writeFile(
      join(siteDir, 'shell', 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>HiFi Audio</title></head><body><div id="root"></div></body></html>',
    );
    process.env.HIFI_SITE_DIR = siteDir;
    stack = await startTestStack(kind);
    track = await insertTrack(stack, { title: hostile, description: `Desc with "quotes" & <b>tags</b>` });
    plain = await insertTrack(stack, { title: 'Quiet Piece', description: null });
  }, 60_000);
  afterAll(async () => {
    if (previousSiteDir === undefined) delete process.env.HIFI_SITE_DIR;
    else process.env.HIFI_SITE_DIR = previousSiteDir;
    await stack?.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  const oembed = (query: string, path = '/oembed') => fetch(`${stack.url}${path}${query}`);
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below
  const json = async (response: Response | Promise<Response>): Promise<any> => (await response).json();
  const pageUrl = (id: string) => `${stack.url}/audio/${id}`;

  it('describes a track as rich JSON with a 600x150 iframe of the embed route', async () => {
    const response = await oembed(`?url=${encodeURIComponent(pageUrl(plain.id))}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'HiFi Audio',
      provider_url: stack.url,
      title: 'Quiet Piece',
      author_name: plain.userId,
      author_url: `${stack.url}/profile/${plain.userId}`,
      html: `<iframe src="${stack.url}/embed/audio/${plain.id}" width="600" height="150" frameborder="0" scrolling="no" allow="autoplay; encrypted-media" title="Quiet Piece by ${plain.userId}"></iframe>`,
      width: 600,
      height: 150,
    });
  });

  it('names a Creative Commons licence and its deed', async () => {
    const free = await insertTrack(stack, { title: 'Free Piece', description: null });
    await stack.db.query(`update public.audio_files set licence = 'cc-by-sa-4.0' where id = $1`, [free.id]);
    const body = await json(oembed(`?url=${encodeURIComponent(pageUrl(free.id))}`));
    expect(body).toMatchObject({
      title: 'Free Piece',
      license: 'CC BY-SA 4.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
  });

  it('takes the id from the path before the url, and answers at /functions/v1/oembed too', async () => {
    const other = encodeURIComponent(`https://elsewhere.example/anything`);
    const byPath = await json(oembed(`?url=${other}`, `/oembed/${plain.id}`));
    expect(byPath.title).toBe('Quiet Piece');
    const asFunction = await oembed(`?url=${encodeURIComponent(pageUrl(plain.id))}`, '/functions/v1/oembed');
    expect(asFunction.status).toBe(200);
    expect((await json(asFunction)).title).toBe('Quiet Piece');
  });

  it('escapes every user string in the html while keeping the JSON title as written', async () => {
    const body = await json(oembed(`?url=${encodeURIComponent(pageUrl(track.id))}`));
    expect(body.title).toBe(hostile);
    expect(body.html).not.toContain('<script>');
    expect(body.html).toBe(
      `<iframe src="${stack.url}/embed/audio/${track.id}" width="600" height="150" frameborder="0" scrolling="no" allow="autoplay; encrypted-media" ` +
        `title="Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; by ${track.userId}"></iframe>`,
    );
  });

  it.each([
    ['', 400, 'URL parameter is required'],
    ['?format=json', 400, 'URL parameter is required'],
    ['?url=not%20a%20url', 400, 'Invalid URL format'],
    ['?url=javascript:alert(1)', 400, 'Invalid URL format'],
    [`?url=${encodeURIComponent('https://x.example/profile/1')}`, 400, 'Invalid URL format'],
    [`?url=${encodeURIComponent('https://x.example/audio/not-a-uuid')}`, 404, 'Audio file not found'],
    [`?url=${encodeURIComponent(`https://x.example/audio/${randomUUID()}`)}`, 404, 'Audio file not found'],
  ])('answers %s with %i %s', async (query, status, message) => {
    const response = await oembed(query);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: true, message });
  });

  it('answers format=xml with 501 Not Implemented, as the oEmbed spec asks', async () => {
    const response = await oembed(`?url=${encodeURIComponent(pageUrl(plain.id))}&format=xml`);
    expect(response.status).toBe(501);
    expect((await json(response)).error).toBe(true);
  });

  it('refuses writes with 405', async () => {
    const response = await fetch(`${stack.url}/oembed?url=${encodeURIComponent(pageUrl(plain.id))}`, {
      method: 'POST',
    });
    expect(response.status).toBe(405);
  });

  it('sends the track page with its link-preview tags in the HTML, escaped', async () => {
    const response = await fetch(pageUrl(track.id));
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escapedTitle = 'Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
    expect(head).toContain(`<title>${escapedTitle} | HiFi Audio</title>`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b>');
    expect(head).toContain(
      '<meta name="description" content="Desc with &quot;quotes&quot; &amp; &lt;b&gt;tags&lt;/b&gt;">',
    );
    expect(head).toContain('<meta property="og:type" content="music.song">');
    expect(head).toContain(`<meta property="og:title" content="${escapedTitle}">`);
    expect(head).toContain(`<meta property="og:audio" content="${stack.url}/embed/audio/${track.id}">`);
    expect(head).toContain('<meta name="twitter:card" content="player">');
    expect(head).toContain(`<meta name="twitter:player" content="${stack.url}/embed/audio/${track.id}">`);
    expect(head).toContain('<meta name="twitter:player:width" content="600">');
    expect(head).toContain('<meta name="twitter:player:height" content="150">');
    const oembedHref = `${stack.url}/oembed?url=${encodeURIComponent(pageUrl(track.id))}&amp;format=json`;
    expect(head).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembedHref}"`);
    // The discovery link leads to a working oEmbed answer.
    const discovered = await fetch(oembedHref.replaceAll('&amp;', '&'));
    expect((await json(discovered)).title).toBe(hostile);
    // the track page's first view (supabase/functions/first-view) is in the body; the app's root waits under it
    expect(html).toContain(`<div id="hifi-first-view" data-path="/audio/${track.id}">`);
    expect(html).toContain('<div id="root" hidden></div>');
  });

  it("falls back to 'Listen to {title} on HiFi Audio' without a description", async () => {
    const html = await (await fetch(pageUrl(plain.id))).text();
    expect(html).toContain('<meta name="description" content="Listen to Quiet Piece on HiFi Audio">');
    expect(html).toContain('<meta property="og:description" content="Listen to Quiet Piece on HiFi Audio">');
  });

  it('sends the plain shell page for an unknown track (the app shows Audio Not Found)', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await fetch(`${stack.url}/audio/${id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>HiFi Audio</title>');
      expect(html).not.toContain('og:type');
    }
  });

  it("describes a public release by its page's url, with its licence and the release embed; never an unlisted one", async () => {
    const made = async (visibility: string) => {
      const id = randomUUID();
      await stack.db.query(
        `insert into public.releases (id, user_id, title, kind, licence, visibility, description)
         values ($1, $2, $3, 'ep', 'cc-by-sa-4.0', $4, 'Four pieces')`,
        [id, plain.userId, `Shorelines ${visibility}`, visibility],
      );
      return id;
    };
    const open = await made('public');
    const hidden = await made('unlisted');
    const releaseUrl = (id: string) => `${stack.url}/release/${id}`;
    const body = await json(oembed(`?url=${encodeURIComponent(releaseUrl(open))}`));
    expect(body).toMatchObject({
      type: 'rich',
      title: 'Shorelines public',
      author_url: `${stack.url}/profile/${plain.userId}`,
      html: expect.stringContaining(`src="${stack.url}/embed/release/${open}"`),
      license: 'CC BY-SA 4.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
    const unlisted = await oembed(`?url=${encodeURIComponent(releaseUrl(hidden))}`);
    expect(unlisted.status).toBe(404);
    expect(await unlisted.json()).toEqual({ error: true, message: 'Release not found' });

    const head = (await (await fetch(releaseUrl(open))).text()).split('</head>')[0] ?? '';
    expect(head).toContain('<title>Shorelines public | HiFi Audio</title>');
    expect(head).toContain('<meta property="og:type" content="music.album">');
    expect(head).toContain(`<meta name="twitter:player" content="${stack.url}/embed/release/${open}">`);
    expect(head).toContain(`<link rel="canonical" href="${releaseUrl(open)}">`);
    const plainPage = await (await fetch(releaseUrl(hidden))).text();
    expect(plainPage).not.toContain('og:type');
  });
});
