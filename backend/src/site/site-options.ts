import { isAbsolute, join, resolve } from 'node:path';
import { defaultSiteDir } from '../../../release/src/site-dir.ts';
import { repoRoot } from '../config.ts';

/** The remotes of docs/architecture.md#packages: MF name → the app folder whose build is served at /remotes/<folder>/. */
export const remoteApps = {
  mf_discover: 'mf-discover',
  mf_upload: 'mf-upload',
  mf_library: 'mf-library',
  mf_player: 'mf-player',
  mf_embed: 'mf-embed',
} as const;

export interface SiteOptions {
  /** The shell's built files (index.html at the top). */
  shellDir: string;
  /** Each remote's built files, by app folder name (mf-discover …), for an app never released. */
  remoteDirs: Record<string, string>;
  /**
   * Where `pnpm release` puts builds and pointers (remotes/<app>/<build>/, releases/<app>.json;
   * release/src/site-dir.ts): HIFI_SITE_DIR, else <DATA_DIR>/site.
   */
  releasesDir?: string;
  /** A fixed registry (HIFI_REMOTES, JSON name → manifest URL), or undefined. */
  remotesJson?: string;
  /** A registry file read on every request (HIFI_REMOTES_FILE, relative to the repository), so it can be repointed live. */
  remotesFile?: string;
  /** The backend URL the page's Supabase client uses; null = the page's own origin. */
  supabaseUrl: string | null;
  /** Where the shell sends page-view beacons (HIFI_ANALYTICS_ENDPOINT); unset = no analytics. */
  analyticsEndpoint?: string;
}

/**
 * HIFI_SITE_DIR=<dir> serves <dir>/shell and <dir>/remotes/<app> (a deployed copy);
 * otherwise each app's own dist/ in the repository.
 */
export function siteOptionsFromEnv(env = process.env): SiteOptions {
  const siteDir = env.HIFI_SITE_DIR ? resolve(env.HIFI_SITE_DIR) : undefined;
  const remoteDirs = Object.fromEntries(
    Object.values(remoteApps).map((app) => [
      app,
      siteDir ? join(siteDir, 'remotes', app) : join(repoRoot, app, 'dist'),
    ]),
  );
  const remotesFile = env.HIFI_REMOTES_FILE;
  return {
    shellDir: siteDir ? join(siteDir, 'shell') : join(repoRoot, 'shell', 'dist'),
    remoteDirs,
    releasesDir: siteDir ?? defaultSiteDir(env),
    remotesJson: env.HIFI_REMOTES || undefined,
    remotesFile: remotesFile
      ? isAbsolute(remotesFile)
        ? remotesFile
        : resolve(repoRoot, remotesFile)
      : undefined,
    supabaseUrl: env.HIFI_SUPABASE_URL || null,
    analyticsEndpoint: env.HIFI_ANALYTICS_ENDPOINT || undefined,
  };
}

/**
 * The default registry: every remote from this same server, by relative URL (origin-independent);
 * a released app at the build `builds` names for it (the visitor's: live or canary).
 */
export function defaultRegistry(builds: Record<string, string | null> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remoteApps).map(([name, app]) => {
      const build = builds[app];
      return [name, build ? `/remotes/${app}/${build}/mf-manifest.json` : `/remotes/${app}/mf-manifest.json`];
    }),
  );
}
