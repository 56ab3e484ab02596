// @vitest-environment node
/**
 * The import boundaries hold: an import across them is an error, the same import inside them is
 * not. The layers of shared are biome.json's import rules; the features of a remote are
 * `pnpm check:imports` (scripts/check-imports.mjs), which Biome's rules cannot express. Probe files
 * are written where the rules apply, checked by both in one run each, removed.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const tag = `zz-boundary-probe-${process.pid}`;
const source = (specifier: string) => `import * as probe from '${specifier}';\n\nexport const x = probe;\n`;

const crossing: [path: string, specifier: string, message: RegExp][] = [
  ['shared/src/ui/PROBE.ts', '../client/supabase-client.ts', /UI kit is plain components/],
  ['shared/src/ui/PROBE.ts', '../state/store.ts', /UI kit is plain components/],
  ['shared/src/data/PROBE.ts', '../ui/button.tsx', /data layer knows only/],
  ['shared/src/state/PROBE.ts', '../data/plays/record-play-mutation.ts', /state is atoms/],
  [
    'mf-discover/src/features/discover/components/PROBE.ts',
    '../../track/components/track-page.tsx',
    /does not reach into another feature/,
  ],
  ['mf-library/src/features/library/PROBE.ts', '../recent/components/recent-page.tsx', /another feature/],
];
const inside: [path: string, specifier: string][] = [
  ['shared/src/data/PROBE.ts', '../client/supabase-client.ts'],
  ['mf-discover/src/features/discover/components/PROBE.ts', '../hooks/use-discovery-params.ts'],
];

const probes = [...crossing, ...inside].map(([path, specifier], i) => ({
  file: join(repo, path.replace('PROBE', `${tag}-${i}`)),
  source: source(specifier),
}));
/** Biome's and check-imports' diagnostics per probe file, from one run of each over all of them. */
const diagnostics = new Map<string, string>();
const of = (i: number) => diagnostics.get(probes[i]?.file ?? '') ?? '';

beforeAll(async () => {
  await Promise.all(probes.map((probe) => writeFile(probe.file, probe.source)));
  const biome = join(repo, 'node_modules/.bin/biome');
  const files = probes.map((probe) => probe.file);
  const run = await promisify(execFile)(biome, ['lint', '--max-diagnostics=200', ...files], {
    cwd: repo,
  }).catch((error: { stdout: string; stderr: string }) => error);
  const blocks = `${run.stdout}${run.stderr}`.split(/\n(?=\S+:\d+:\d+ lint\/)/);
  // One line per import it refuses; it exits 1 then.
  const graph = await promisify(execFile)(process.execPath, ['scripts/check-imports.mjs'], {
    cwd: repo,
  }).catch((error: { stdout: string; stderr: string }) => error);
  const lines = `${graph.stdout}${graph.stderr}`.split('\n');
  for (const file of files) {
    const name = relative(repo, file);
    diagnostics.set(
      file,
      [
        ...blocks.filter((block) => block.trimStart().startsWith(name)),
        ...lines.filter((line) => line.startsWith(`${name} imports `)),
      ].join('\n'),
    );
  }
}, 120_000);

afterAll(() => Promise.all(probes.map((probe) => rm(probe.file, { force: true }))));

it.each(crossing.map(([path, specifier, message], i) => [path, specifier, i, message] as const))(
  '%s may not import %s',
  (_path, _specifier, i, message) => expect(of(i)).toMatch(message),
);

it.each(inside.map(([path, specifier], i) => [path, specifier, crossing.length + i] as const))(
  '%s may import %s',
  (_path, _specifier, i) => expect(of(i)).not.toMatch(/noRestrictedImports|another feature/),
);
