import { expect, it } from 'vitest';
import { parseRegistry, RegistryError } from './registry.ts';

const page = 'http://localhost:3000/discover';

it('resolves relative manifest URLs against the page and keeps absolute ones', () => {
  expect(
    parseRegistry(
      {
        mf_discover: '/remotes/mf-discover/mf-manifest.json',
        mf_player: 'http://cdn.example/mf-player/mf-manifest.json',
      },
      page,
    ),
  ).toEqual([
    { name: 'mf_discover', entry: 'http://localhost:3000/remotes/mf-discover/mf-manifest.json' },
    { name: 'mf_player', entry: 'http://cdn.example/mf-player/mf-manifest.json' },
  ]);
});

it('rejects what is not a name → URL object', () => {
  expect(() => parseRegistry(['x'], page)).toThrow(RegistryError);
  expect(() => parseRegistry({ 'mf-discover': '/x.json' }, page)).toThrow(/invalid remote name/);
  expect(() => parseRegistry({ mf_discover: 3 }, page)).toThrow(/no manifest URL/);
});
