import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providedVersions } from '../../shared/mf/mf-shared.ts';
import { readPointer } from './pointer.ts';
import {
  listReleases,
  promoteCanary,
  pruneReleases,
  ReleaseRefused,
  releaseBuilt,
  rollbackApp,
} from './release.ts';

// The steps after the build, over a built remote's shape (a manifest and a hashed file) and a
// live shell's shared-versions.json; release.build.test.ts runs the whole release with a real build.
let root: string;
let siteDir: string;
let shellDir: string;
const provides = providedVersions();

async function builtRemote(id: string, sharedVersion = provides['@hifi/shared'] as string) {
  const out = join(root, `out-${id}`);
  await mkdir(join(out, 'static/js'), { recursive: true });
  const manifest = {
    id: 'mf_discover',
    name: 'mf_discover',
    metaData: { buildInfo: { buildVersion: id } },
    shared: [
      { name: '@hifi/shared', singleton: true, requiredVersion: sharedVersion, version: sharedVersion },
      { name: 'react', singleton: true, requiredVersion: provides.react, version: provides.react },
    ],
  };
  await writeFile(join(out, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(join(out, 'static/js/mf_discover.0123abcd.js'), `/*! hifi-build: ${id} */`);
  return out;
}

const ids = ['20261101T000000Z-aaaaaa', '20261102T000000Z-bbbbbb', '20261103T000000Z-cccccc'] as const;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hifi-release-test-'));
  siteDir = join(root, 'site');
  shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'shared-versions.json'), JSON.stringify({ build: 'local-x', provides }));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const release = async (id: string, options: { canary?: number; force?: boolean; shared?: string } = {}) =>
  releaseBuilt('mf-discover', await builtRemote(id, options.shared), id, { siteDir, shellDir, ...options });

describe('a release', () => {
  it('publishes an immutable folder and points live at it, the last live becoming previous', async () => {
    await release(ids[0]);
    const second = await release(ids[1]);
    expect(second.pointer).toMatchObject({ live: ids[1], previous: ids[0], canary: null });
    const manifest = await readFile(join(siteDir, 'remotes/mf-discover', ids[1], 'mf-manifest.json'), 'utf8');
    expect(JSON.parse(manifest).metaData.buildInfo.buildVersion).toBe(ids[1]);
    expect(await readPointer(siteDir, 'mf-discover')).toEqual(second.pointer);
    // never overwritten
    await expect(release(ids[1])).rejects.toThrow(/never overwritten/);
  });

  it('is refused when it needs a newer @hifi/shared than the live shell provides, naming both versions', async () => {
    await release(ids[0]);
    const refusal = release(ids[1], { shared: '0.99.0' });
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow(
      `requires @hifi/shared 0.99.0, but the live shell provides @hifi/shared ${provides['@hifi/shared']}`,
    );
    // nothing published, nothing pointed
    expect(await readdir(join(siteDir, 'remotes/mf-discover'))).toEqual([ids[0]]);
    expect((await readPointer(siteDir, 'mf-discover'))?.live).toBe(ids[0]);

    const forced = await release(ids[2], { shared: '0.99.0', force: true });
    expect(forced.pointer.live).toBe(ids[2]);
    expect(forced.forcedPast).toEqual([expect.stringContaining('@hifi/shared 0.99.0')]);
  });

  it('goes to a share of visitors with --canary, live with --promote, and away with rollback', async () => {
    await release(ids[0]);
    const canary = await release(ids[1], { canary: 10 });
    expect(canary.pointer).toMatchObject({ live: ids[0], canary: { build: ids[1], percent: 10 } });
    expect((await rollbackApp('mf-discover', { siteDir })).canary).toBeNull();

    await release(ids[2], { canary: 25 });
    expect(await promoteCanary('mf-discover', { siteDir })).toMatchObject({
      live: ids[2],
      previous: ids[0],
      canary: null,
    });
    expect(await rollbackApp('mf-discover', { siteDir })).toMatchObject({ live: ids[0], previous: null });
  });

  it('rolls back to the previous build, then to the one before it', async () => {
    for (const id of ids) await release(id);
    expect(await rollbackApp('mf-discover', { siteDir })).toMatchObject({ live: ids[1], previous: ids[0] });
    expect(await rollbackApp('mf-discover', { siteDir })).toMatchObject({ live: ids[0], previous: null });
    await expect(rollbackApp('mf-discover', { siteDir })).rejects.toThrow(/no previous build/);
    // a release after rollbacks: the build it replaces is the one to go back to
    const next = await release('20261104T000000Z-dddddd');
    expect(next.pointer).toMatchObject({ live: '20261104T000000Z-dddddd', previous: ids[0] });
  });

  it('never rolls back onto a canary that did not go live', async () => {
    await release(ids[0]);
    await release('20261101T120000Z-c0ffee', { canary: 10 });
    await rollbackApp('mf-discover', { siteDir }); // ends the canary
    await release(ids[1]);
    await release(ids[2]);
    expect(await rollbackApp('mf-discover', { siteDir })).toMatchObject({ live: ids[1], previous: ids[0] });
  });

  it('lists builds with the live one marked', async () => {
    await release(ids[0]);
    await release(ids[1]);
    const { builds } = await listReleases('mf-discover', { siteDir });
    expect(builds.map((b) => [b.id, b.live, b.previous])).toEqual([
      [ids[0], false, true],
      [ids[1], true, false],
    ]);
  });
});

describe('pruning', () => {
  it('removes builds older than --days but never the live, previous or canary one', async () => {
    for (const id of ids) await release(id);
    const now = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    // an old build no pointer lists (counted by its folder's age)
    const stray = join(siteDir, 'remotes/mf-discover/20261001T000000Z-dddddd');
    await mkdir(stray);
    await utimes(stray, new Date('2026-10-01'), new Date('2026-10-01'));
    await release('20261104T000000Z-eeeeee', { canary: 5 });

    const removed = await pruneReleases({ siteDir, days: 30, now });
    expect(removed.map((f) => f.split('/').pop()).sort()).toEqual(['20261001T000000Z-dddddd', ids[0]]);
    expect((await readdir(join(siteDir, 'remotes/mf-discover'))).sort()).toEqual([
      ids[1],
      ids[2],
      '20261104T000000Z-eeeeee',
    ]);
    expect((await pruneReleases({ siteDir, days: 30 })).length).toBe(0);
  });

  it('removes the copy deployed before the first release once a release is live, by its age', async () => {
    const app = join(siteDir, 'remotes/mf-discover');
    await mkdir(join(app, 'static/js'), { recursive: true });
    await writeFile(join(app, 'mf-manifest.json'), '{}');
    await writeFile(join(app, 'static/js/mf_discover.deployed.js'), '');
    const deployedAt = new Date('2026-10-01');
    await utimes(join(app, 'mf-manifest.json'), deployedAt, deployedAt);
    // no release live yet: the deployed copy is what the stack serves
    await release(ids[0], { canary: 10 });
    expect(await pruneReleases({ siteDir, days: 0 })).toEqual([]);

    await promoteCanary('mf-discover', { siteDir });
    expect(await pruneReleases({ siteDir, days: 30, now: new Date('2026-10-20') })).toEqual([]);
    const removed = await pruneReleases({ siteDir, days: 0 });
    expect(removed.map((f) => f.slice(app.length + 1)).sort()).toEqual(['mf-manifest.json', 'static']);
    expect(await readdir(app)).toEqual([ids[0]]);
    expect((await readPointer(siteDir, 'mf-discover'))?.live).toBe(ids[0]);
  });
});

it('refuses an unknown app', async () => {
  await expect(rollbackApp('mf-nope', { siteDir })).rejects.toThrow(/unknown app "mf-nope"/);
});
