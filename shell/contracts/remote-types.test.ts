// @vitest-environment node
/**
 * The contract types on a copy of mf-discover: the same declarations `pnpm typecheck` writes,
 * then the shell's own tsc over them. Intact, the shell passes; with `./TrackPage` renamed, or
 * with its component needing a prop the shell does not pass, tsc fails and names the module.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  emitRemoteTypes,
  loadFederationConfig,
  type Remote,
  repoRoot,
  workspaceRemotes,
} from './remote-types.ts';

const shellDir = join(repoRoot, 'shell');
let work: string;
let typesDir: string;
let copies = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hifi-contract-'));
  typesDir = join(work, '@mf-types');
  await cp(join(repoRoot, 'tsconfig.base.json'), join(work, 'tsconfig.base.json'));
  const others = (await workspaceRemotes()).filter((remote) => remote.config.name !== 'mf_discover');
  await emitRemoteTypes(others, typesDir);
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A copy of mf-discover beside the others (its own node_modules/.cache), changed by `edit`. */
async function discoverCopy(edit: (dir: string) => Promise<void> = async () => {}): Promise<Remote> {
  const source = join(repoRoot, 'mf-discover');
  const dir = join(work, `mf-discover-${++copies}`);
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  for (const file of ['src', 'tsconfig.json', 'tsconfig.types.json', 'module-federation.config.ts']) {
    await cp(join(source, file), join(dir, file), { recursive: true });
  }
  for (const entry of await readdir(join(source, 'node_modules'))) {
    if (entry !== '.cache')
      await symlink(join(source, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  // The copy's tsconfig extends ../tsconfig.base.json, which the work folder holds.
  await edit(dir);
  return { appDir: dir, config: await loadFederationConfig(dir) };
}

async function replaceIn(file: string, from: string, to: string) {
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

/** The shell's tsc with its remotes' types read from typesDir; its output when it fails. */
async function shellTypecheck(): Promise<{ ok: boolean; output: string }> {
  // Inside the shell, so the tsconfig's `types` resolve from the shell's node_modules.
  const dir = join(shellDir, 'node_modules/.cache', `contract-test-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const paths = Object.fromEntries(
    ['mf_discover', 'mf_upload', 'mf_library', 'mf_player', 'mf_embed'].map((name) => [
      `${name}/*`,
      [join(typesDir, name, '*')],
    ]),
  );
  const project = join(dir, 'tsconfig.json');
  await writeFile(
    project,
    JSON.stringify({
      extends: join(shellDir, 'tsconfig.json'),
      compilerOptions: { paths },
      include: [join(shellDir, 'src')],
    }),
  );
  const tsc = join(shellDir, 'node_modules/.bin/tsc');
  try {
    await promisify(execFile)(tsc, ['-p', project]);
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { ok: false, output: stdout + stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the shell type-checks against an intact mf-discover', async () => {
  await emitRemoteTypes([await discoverCopy()], typesDir);
  expect(await shellTypecheck()).toEqual({ ok: true, output: '' });
}, 120_000);

test('renaming an exposed module fails the shell typecheck, naming the module', async () => {
  const renamed = await discoverCopy((dir) =>
    replaceIn(join(dir, 'module-federation.config.ts'), "'./TrackPage'", "'./TrackView'"),
  );
  await emitRemoteTypes([renamed], typesDir);
  const { ok, output } = await shellTypecheck();
  expect(ok).toBe(false);
  expect(output).toContain("Cannot find module 'mf_discover/TrackPage'");
}, 120_000);

test('an exposed component that needs a prop the shell does not pass fails the typecheck', async () => {
  const needsProp = await discoverCopy((dir) =>
    writeFile(
      join(dir, 'src/exposes/track-page.tsx'),
      [
        "import { TrackPage } from '../features/track/components/track-page.tsx';",
        '',
        'export default function Page(props: { trackId: string }) {',
        '  return props.trackId ? <TrackPage /> : null;',
        '}',
        '',
      ].join('\n'),
    ),
  );
  await emitRemoteTypes([needsProp], typesDir);
  const { ok, output } = await shellTypecheck();
  expect(ok).toBe(false);
  expect(output).toContain(`The types of '["mf_discover/TrackPage"].default' are incompatible`);
  expect(output).toContain("Property 'trackId' is missing");
}, 120_000);
