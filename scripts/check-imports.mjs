/**
 * `pnpm check:imports`: no import cycles anywhere, and no feature of a remote importing another
 * feature's files (what both need goes to @hifi/shared or up to src/). Both rules need to know
 * where each end of an import lies, which Biome's import rules (they see only the imported
 * name) cannot tell; dpdm reads the graph. Written here because dependency-cruiser, the tool made
 * for such rules, cannot parse the project's TypeScript 7.
 */
import { parseCircular, parseDependencyTree, shortenTree } from 'dpdm';

const SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
  'shared/mf/*.ts',
  'backend/src/**/*.ts',
  'supabase/functions/**/*.ts',
  'worker/src/**/*.ts',
  'release/src/**/*.ts',
  'release/bench/*.ts',
  'e2e/**/*.ts',
];

const context = process.cwd();
const tree = shortenTree(
  context,
  await parseDependencyTree(SOURCES, { context, exclude: /node_modules|dist/, transform: false }),
);

const problems = parseCircular(tree).map((cycle) => `import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);

const FEATURE = /^(mf-[^/]+)\/src\/features\/([^/]+)\//;
for (const [file, dependencies] of Object.entries(tree)) {
  const from = FEATURE.exec(file);
  if (!from) continue;
  for (const { id } of dependencies ?? []) {
    const to = id && FEATURE.exec(id);
    if (to && to[1] === from[1] && to[2] !== from[2])
      problems.push(`${file} imports ${id}: a feature of a remote does not reach into another feature`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`${Object.keys(tree).length} modules, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
