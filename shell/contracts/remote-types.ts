/**
 * The contract between the shell and its remotes, as types (docs/architecture.md#contract-types):
 * each remote's exposed modules, declared from its current source, in the layout the dts plugin
 * publishes with a build (dist/@mf-types.zip) and its consumeTypes unpacks on a host:
 * `<typesDir>/<mf name>/<Expose>.d.ts` re-exporting `compiled-types/<path of the expose>`. The
 * shell's tsconfig maps `mf_discover/TrackPage` there, so a module that is gone or props the
 * shell does not pass fail tsc.
 *
 * The declarations come from the remote's tsconfig.types.json (its tsconfig without the check,
 * which the remote's own typecheck runs), in one `tsc --build` for every remote: ~3 s of CPU for
 * all five, where the dts plugin's generateTypes took 7-9 s per remote on the same machine.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

export interface FederationConfig {
  name: string;
  exposes?: Record<string, string | { import: string | string[] }> | unknown[];
}

export interface Remote {
  appDir: string;
  config: FederationConfig;
}

export const repoRoot = resolve(import.meta.dirname, '../..');
/** Where the shell's tsconfig reads its remotes' types from. */
export const shellTypesDir = join(repoRoot, 'shell/@mf-types');
const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '../bin/tsc');

/** Every remote of the workspace (the mf-* folders) with its federation config. */
export async function workspaceRemotes(root = repoRoot): Promise<Remote[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const dirs = entries
    .filter((e) => e.isDirectory() && e.name.startsWith('mf-'))
    .map((e) => join(root, e.name));
  return Promise.all(dirs.map(async (appDir) => ({ appDir, config: await loadFederationConfig(appDir) })));
}

export async function loadFederationConfig(appDir: string): Promise<FederationConfig> {
  const module = (await import(join(appDir, 'module-federation.config.ts'))) as { default: FederationConfig };
  return module.default;
}

/** `{ './TrackPage': 'src/exposes/track-page.tsx' }`, paths relative to the remote's folder. */
function exposedFiles({ name, exposes }: FederationConfig): Record<string, string> {
  if (!exposes || Array.isArray(exposes)) throw new Error(`${name}: exposes must be an object of paths`);
  return Object.fromEntries(
    Object.entries(exposes).map(([key, value]) => {
      const file = typeof value === 'string' ? value : [value.import].flat()[0];
      if (!file) throw new Error(`${name}: expose ${key} names no file`);
      return [key, file];
    }),
  );
}

/** Declares every remote's exposes into `<typesDir>/<mf name>/`, replacing what was there. */
export async function emitRemoteTypes(remotes: Remote[], typesDir = shellTypesDir) {
  const projects = await Promise.all(remotes.map((remote) => writeProject(remote, typesDir)));
  await promisify(execFile)(process.execPath, [tsc, '--build', ...projects]).catch((error) => {
    throw new Error(`declaring the remotes' exposes failed:\n${error.stdout}${error.stderr}`);
  });
  await Promise.all(remotes.map((remote) => writeEntries(remote, typesDir)));
}

/**
 * A tsconfig that declares the remote's exposes into typesDir, under the remote's
 * node_modules/.cache (like the dts plugin's), one per typesDir so their build infos never mix.
 */
async function writeProject({ appDir, config }: Remote, typesDir: string) {
  const out = join(typesDir, config.name);
  await rm(out, { recursive: true, force: true });
  const key = createHash('sha1').update(typesDir).digest('hex').slice(0, 10);
  const dir = join(appDir, 'node_modules/.cache/mf-types', key);
  await mkdir(dir, { recursive: true });
  const project = join(dir, 'tsconfig.contract.json');
  const tsconfig = {
    extends: join(appDir, 'tsconfig.types.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: appDir,
      outDir: join(out, 'compiled-types'),
      tsBuildInfoFile: join(dir, 'contract.tsbuildinfo'),
    },
    files: Object.values(exposedFiles(config)).map((file) => join(appDir, file)),
    include: [],
  };
  await writeFile(project, JSON.stringify(tsconfig, null, 2));
  return project;
}

/** `<Expose>.d.ts` per exposed module, as the dts plugin writes them. */
async function writeEntries({ appDir, config }: Remote, typesDir: string) {
  const out = join(typesDir, config.name);
  for (const [key, file] of Object.entries(exposedFiles(config))) {
    const declared = `./${relative(appDir, join(appDir, file)).replace(/\.tsx?$/, '')}`;
    const from = `./compiled-types/${declared.slice(2)}`;
    const entry = join(out, `${key.replace(/^\.\//, '')}.d.ts`);
    await mkdir(resolve(entry, '..'), { recursive: true });
    await writeFile(entry, `export * from '${from}';\nexport { default } from '${from}';\n`);
  }
}
