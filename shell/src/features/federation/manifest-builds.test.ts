import { expect, it } from 'vitest';
import { manifestFor, manifestInfo, noteManifest } from './manifest-builds.ts';

const manifest = {
  metaData: {
    name: 'mf_discover',
    buildInfo: { buildVersion: '20260128-1200-ab12cd', buildName: '@hifi/mf-discover' },
  },
  shared: [{ name: 'react', requiredVersion: '19.3.1', singleton: true }],
};

it('reads the build id and the shared requirements of a manifest', () => {
  expect(manifestInfo(manifest)).toEqual({
    build: '20260128-1200-ab12cd',
    shared: [{ name: 'react', requiredVersion: '19.3.1', singleton: true }],
  });
  expect(manifestInfo({ metaData: {} })).toBeUndefined();
  expect(manifestInfo('nope')).toBeUndefined();
});

it('remembers the build of each manifest the runtime fetched, by URL; a broken answer gives none', async () => {
  noteManifest('http://x/a/mf-manifest.json', new Response(JSON.stringify(manifest)));
  noteManifest('http://x/b/mf-manifest.json', new Response('{"metaData'));
  expect((await manifestFor('http://x/a/mf-manifest.json'))?.build).toBe('20260128-1200-ab12cd');
  expect(await manifestFor('http://x/b/mf-manifest.json')).toBeUndefined();
  expect(await manifestFor('http://x/c/mf-manifest.json')).toBeUndefined();
});
