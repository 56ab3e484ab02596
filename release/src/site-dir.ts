/**
 * Where releases live: the site directory the stack serves (HIFI_SITE_DIR), else the one
 * `pnpm start` uses, <DATA_DIR>/site (DATA_DIR defaults to <repo>/.data, as in
 * backend/src/config.ts). Layout (docs/architecture.md#releasing-a-remote):
 *   remotes/<app>/<build>/   one immutable folder per released build
 *   releases/<app>.json      the app's pointer (pointer.ts)
 *   shell/                   the deployed shell, when the site is a deployed copy
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Relative paths are taken from where the command was typed (pnpm's INIT_CWD), not from release/. */
export function defaultSiteDir(env: NodeJS.ProcessEnv = process.env): string {
  const from = env.INIT_CWD ?? process.cwd();
  if (env.HIFI_SITE_DIR) return resolve(from, env.HIFI_SITE_DIR);
  return join(env.DATA_DIR ? resolve(from, env.DATA_DIR) : join(repoRoot, '.data'), 'site');
}

export const buildDir = (siteDir: string, app: string, build: string) => join(siteDir, 'remotes', app, build);
export const pointerFile = (siteDir: string, app: string) => join(siteDir, 'releases', `${app}.json`);

/** The shell the stack serves beside siteDir: its deployed copy when there is one, else the repository's build. */
export function liveShellDir(siteDir: string): string {
  const deployed = join(siteDir, 'shell');
  return existsSync(join(deployed, 'index.html')) ? deployed : join(repoRoot, 'shell', 'dist');
}
