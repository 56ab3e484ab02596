import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortBucket } from '../../../release/src/cohort.ts';
import { emptyPointer, writePointer } from '../../../release/src/pointer.ts';
import { startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

// A real stack over a deployed site (HIFI_SITE_DIR) where mf-discover has released builds
// (release/: remotes/<app>/<build>/ and releases/<app>.json) and the other remotes have not.
let dir: string;
let stack: RunningStack;
const savedEnv = { ...process.env };
const old = '20261127T120000Z-aaaaaa';
const current = '20261128T041500Z-bbbbbb';

const manifestOf = (build: string) =>
  JSON.stringify({
    metaData: {
      publicPath: 'auto',
      buildInfo: { buildVersion: build },
      remoteEntry: { name: `static/js/mf_discover.${build.slice(-6)}00.js`, path: '' },
    },
    exposes: [{ name: 'TrackPage', assets: { js: { sync: ['static/js/async/track.0123456789.js'] } } }],
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hifi-releases-site-'));
  await mkdir(join(dir, 'shell'), { recursive: true });
  await writeFile(join(dir, 'shell/index.html'), '<!doctype html><head></head><div id="root"></div>');
  await mkdir(join(dir, 'remotes/mf-discover'), { recursive: true });
  await writeFile(join(dir, 'remotes/mf-discover/mf-manifest.json'), '{"never":"released"}');
  for (const build of [old, current]) {
    const folder = join(dir, 'remotes/mf-discover', build);
    await mkdir(join(folder, 'static/js'), { recursive: true });
    await writeFile(join(folder, 'mf-manifest.json'), manifestOf(build));
    await writeFile(
      join(folder, `static/js/mf_discover.${build.slice(-6)}00.js`),
      `/*! hifi-build: ${build} */`,
    );
  }
  await mkdir(join(dir, 'remotes/mf-embed', current), { recursive: true });
  await writeFile(
    join(dir, 'remotes/mf-embed', current, 'embed.html'),
    `<!doctype html><p>embed ${current}</p>`,
  );
  await writePointer(dir, { ...emptyPointer('mf-discover'), live: current, previous: old });
  await writePointer(dir, { ...emptyPointer('mf-embed'), live: current });
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

const get = (path: string, cookie?: string) =>
  fetch(`${stack.url}${path}`, cookie ? { headers: { cookie } } : undefined);
const registryOf = async (cookie?: string) =>
  (await (await get('/remotes.json', cookie)).json()) as Record<string, string>;
const manifestUrl = (build: string) => `/remotes/mf-discover/${build}/mf-manifest.json`;

describe('released remotes', () => {
  it('points the registry at the live build, and an app never released at its own build', async () => {
    const registry = await registryOf();
    expect(registry.mf_discover).toBe(manifestUrl(current));
    expect(registry.mf_upload).toBe('/remotes/mf-upload/mf-manifest.json');
  });

  it('serves each build from its own folder: files immutable, manifests revalidated, both readable from anywhere', async () => {
    const manifest = await get(manifestUrl(old));
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(JSON.parse(await manifest.text()).metaData.buildInfo.buildVersion).toBe(old);
    const file = await get(`/remotes/mf-discover/${old}/static/js/mf_discover.aaaaaa00.js`);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(await file.text()).toContain(old);
    expect((await get('/remotes/mf-discover/20261128T000000Z-ffffff/mf-manifest.json')).status).toBe(404);
    expect((await get(`/remotes/mf-discover/${old}/../../../shell/index.html`)).status).not.toBe(200);
  });

  it('follows the pointer on the next request, without a restart (a rollback)', async () => {
    await writePointer(dir, { ...emptyPointer('mf-discover'), live: old, previous: null });
    try {
      expect((await registryOf()).mf_discover).toBe(manifestUrl(old));
      const page = await (await get('/index.html?route=/audio/x')).text();
      expect(page).toContain(`"mf_discover":"${manifestUrl(old)}"`);
      // the route's preload hints come from that build's manifest
      expect(page).toContain(`href="/remotes/mf-discover/${old}/static/js/mf_discover.aaaaaa00.js"`);
    } finally {
      await writePointer(dir, { ...emptyPointer('mf-discover'), live: current, previous: old });
    }
  });

  it("serves a released mf-embed's own embed page", async () => {
    expect(await (await get('/embed/audio/123')).text()).toContain(`embed ${current}`);
  });
});

describe('the cohort cookie and the canary', () => {
  it('gives a visitor without one a year-long HttpOnly cohort cookie on pages and /remotes.json, and keeps theirs', async () => {
    for (const path of ['/', '/remotes.json', '/discover']) {
      const cookie = (await get(path)).headers.get('set-cookie') ?? '';
      expect(cookie, path).toMatch(
        /^hifi_cohort=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
      );
    }
    const known = await get('/remotes.json', 'hifi_cohort=visitor-0001');
    expect(known.headers.get('set-cookie')).toBeNull();
  });

  it('gives the canary to the visitors whose bucket is under its percent, in the page and in /remotes.json', async () => {
    const canary = '20261128T050000Z-cccccc';
    const folder = join(dir, 'remotes/mf-discover', canary);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'mf-manifest.json'), manifestOf(canary));
    await writePointer(dir, {
      ...emptyPointer('mf-discover'),
      live: current,
      previous: old,
      canary: { build: canary, percent: 30 },
    });
    try {
      const visitors = Array.from({ length: 40 }, (_, i) => `visitor-${String(i).padStart(4, '0')}`);
      for (const visitor of visitors) {
        const expected = cohortBucket(visitor, 'mf-discover') < 30 ? canary : current;
        const cookie = `hifi_cohort=${visitor}`;
        expect((await registryOf(cookie)).mf_discover, visitor).toBe(manifestUrl(expected));
        expect(await (await get('/', cookie)).text()).toContain(`"mf_discover":"${manifestUrl(expected)}"`);
      }
      // the first view of /discover (a function reading the page) follows the visitor's cookie too
      const inCanary = visitors.find((v) => cohortBucket(v, 'mf-discover') < 30) as string;
      const discover = await (await get('/index.html?route=/discover', `hifi_cohort=${inCanary}`)).text();
      expect(discover).toContain(manifestUrl(canary));
    } finally {
      await writePointer(dir, { ...emptyPointer('mf-discover'), live: current, previous: old });
    }
  });
});
