import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deployAll, remoteApps } from './deploy.ts';
import { e2ePort, e2eRoot, jwtSecret, repoRoot, siteDir } from './e2e-env.ts';
import { ensurePortFree, startStackProcess } from './stack-process.ts';

/** Deploys the production build of every app to a temp site folder and serves it with the stack. */
export default async function globalSetup() {
  for (const app of ['shell', ...remoteApps]) {
    if (!existsSync(join(repoRoot, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run \`pnpm build\` first (pnpm test:e2e does)`);
    }
  }
  // Before anything is removed: the folder belongs to the run already on this port, if there is one.
  await ensurePortFree(e2ePort);
  await rm(e2eRoot, { recursive: true, force: true });
  await mkdir(e2eRoot, { recursive: true });
  await mkdir(join(e2eRoot, 'data'), { recursive: true });
  await deployAll();
  const stack = await startStackProcess(e2ePort, {
    DATA_DIR: join(e2eRoot, 'data'),
    HIFI_SITE_DIR: siteDir,
    JWT_SECRET: jwtSecret,
  });
  return async () => {
    await stack.stop();
    await rm(e2eRoot, { recursive: true, force: true });
  };
}
