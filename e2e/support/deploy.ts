/**
 * Deploys built apps into the served site folder (HIFI_SITE_DIR layout: shell/, remotes/<app>/),
 * as an app never released is served. `pnpm release` (release/) adds immutable build folders
 * beside them, remotes/<app>/<build>/, which a publish here keeps.
 */
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseBuildId } from '../../release/src/pointer.ts';
import { repoRoot, siteDir } from './e2e-env.ts';

export const remoteApps = ['mf-discover', 'mf-upload', 'mf-library', 'mf-player', 'mf-embed'] as const;

/** Replaces what is served for one app with the contents of a build folder (swap by rename). */
export async function publish(app: string, buildDir: string) {
  const target = app === 'shell' ? join(siteDir, 'shell') : join(siteDir, 'remotes', app);
  await mkdir(join(target, '..'), { recursive: true });
  const incoming = `${target}.incoming`;
  await rm(incoming, { recursive: true, force: true });
  // Timestamps kept, as rsync -a would: the server trusts a .br copy only when it is not older than its file.
  await cp(buildDir, incoming, { recursive: true, preserveTimestamps: true });
  for (const name of await readdir(target).catch(() => [] as string[])) {
    if (releaseBuildId.test(name)) await rename(join(target, name), join(incoming, name));
  }
  await rm(target, { recursive: true, force: true });
  await rename(incoming, target);
}

export async function deployAll() {
  await rm(siteDir, { recursive: true, force: true });
  for (const app of ['shell', ...remoteApps]) await publish(app, join(repoRoot, app, 'dist'));
}
