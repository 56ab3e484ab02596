/**
 * Builds one app alone into a folder of its own (HIFI_DIST_DIR), stamped with a build id
 * (shared/mf/build-id-plugin.ts). Nothing else of the workspace is built.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { timeStamp } from '../../shared/mf/build-id-plugin.ts';
import { repoRoot } from './site-dir.ts';

const skipped = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'test-results']);

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * A new build id: the time (to the second, so ids sort by release) and a short hash of what the
 * build is made from (the app's and shared's sources, and the build's env).
 */
export async function newBuildId(app: string, env: Record<string, string> = {}, at = new Date()) {
  const hash = createHash('sha256');
  for (const dir of [join(repoRoot, app), join(repoRoot, 'shared')]) {
    for await (const file of sourceFiles(dir)) hash.update(file).update(await readFile(file));
  }
  hash.update(JSON.stringify(Object.entries(env).sort()));
  return `${timeStamp(at)}-${hash.digest('hex').slice(0, 6)}`;
}

/**
 * Runs the app's own build into outDir; rejects with the build's last lines when it fails. Only
 * the `remote` environment (shared/mf/remote-environments.ts): what the shell loads. The
 * standalone page is a team's own page, served by `rsbuild dev` and by the site's `pnpm build`,
 * never from a release, and building it too doubled a release's build time.
 */
export function buildApp(
  app: string,
  outDir: string,
  env: Record<string, string>,
  log: (text: string) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'rsbuild', 'build', '--environment', 'remote'], {
      cwd: join(repoRoot, app),
      env: { ...process.env, ...env, HIFI_DIST_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-8000);
      log(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `the build of ${app} failed (exit ${code}):\n${output.split('\n').slice(-30).join('\n')}`,
          ),
        );
    });
  });
}
