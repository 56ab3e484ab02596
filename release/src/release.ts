/**
 * A release of one remote (docs/architecture.md#releasing-a-remote): build it alone, check it
 * against the live shell's singletons, copy it into its own immutable folder of the site, then
 * flip the app's pointer. Rollback, promotion and pruning only touch the pointer and old folders.
 * The CLI (cli.ts) and the journeys call these functions.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, appNamed } from './apps.ts';
import { buildApp, newBuildId } from './build-app.ts';
import { type ReleasePointer, readPointer, releaseBuildId, updatePointer } from './pointer.ts';
import { describeConflicts, type SharedRequirement, singletonConflicts } from './singleton-gate.ts';
import { buildDir, defaultSiteDir, liveShellDir } from './site-dir.ts';

export interface ReleaseOptions {
  /** The site the stack serves (default: HIFI_SITE_DIR, else <DATA_DIR>/site). */
  siteDir?: string;
  /** The shell whose singletons the build must run on (default: the one the stack serves beside siteDir). */
  shellDir?: string;
  /** Give the new build to this share of visitors (1–100) instead of everyone. */
  canary?: number;
  /** Release even when the live shell cannot satisfy the build's singletons. */
  force?: boolean;
  /** Extra environment for the build (e.g. PUBLIC_BUILD_LABEL). */
  env?: Record<string, string>;
  /** The build's output as it goes (default: kept quiet, shown when it fails). */
  log?: (text: string) => void;
}

export interface ReleaseResult {
  app: App;
  build: string;
  pointer: ReleasePointer;
  /** The gate's findings, when --force let the build through anyway. */
  forcedPast: string[];
}

/** A release the gate refused; its message names each module and both versions. */
export class ReleaseRefused extends Error {}

const siteOf = (options: { siteDir?: string }) => options.siteDir ?? defaultSiteDir();

/** What the live shell provides (shared-versions.json, written by the shell's build). */
async function shellProvides(shellDir: string): Promise<Record<string, string>> {
  const file = join(shellDir, 'shared-versions.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new ReleaseRefused(
      `no live shell to check against: ${file} is missing (build the shell first, or pass --force)`,
    );
  });
  return (JSON.parse(text) as { provides: Record<string, string> }).provides;
}

/** The gate over a built remote's manifest; throws ReleaseRefused unless forced. */
export async function checkAgainstShell(
  app: string,
  outDir: string,
  shellDir: string,
  force = false,
): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(outDir, 'mf-manifest.json'), 'utf8')) as {
    name?: string;
    shared?: SharedRequirement[];
  };
  const provides = await shellProvides(shellDir).catch((error: Error) => {
    if (force) return undefined;
    throw error;
  });
  if (!provides) return [`not checked: ${join(shellDir, 'shared-versions.json')} is missing`];
  const conflicts = singletonConflicts(manifest.shared ?? [], provides);
  const message = describeConflicts(`${app} (${manifest.name ?? app})`, conflicts);
  if (conflicts.length > 0 && !force) {
    throw new ReleaseRefused(
      `${message}\nrelease refused: rebuild against the shell's versions, or pass --force`,
    );
  }
  return conflicts.length > 0 ? message.split('\n') : [];
}

/** Copies a built folder into the site as build `id`, never over an existing one. */
async function publishBuild(siteDir: string, app: string, id: string, outDir: string) {
  const target = buildDir(siteDir, app, id);
  if (await stat(target).catch(() => undefined))
    throw new Error(`${target} exists: builds are never overwritten`);
  await mkdir(join(target, '..'), { recursive: true });
  const incoming = `${target}.incoming`;
  await rm(incoming, { recursive: true, force: true });
  // Timestamps kept: the server trusts a .br copy only when it is not older than its file.
  await cp(outDir, incoming, { recursive: true, preserveTimestamps: true });
  await rename(incoming, target);
}

/** `pnpm release <app> [--canary <percent>] [--force]`: build, gate, publish, point. */
export async function releaseApp(appName: string, options: ReleaseOptions = {}): Promise<ReleaseResult> {
  const app = appNamed(appName);
  const canary = options.canary;
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100)) {
    throw new Error(`--canary takes a whole percent from 1 to 100, not ${canary}`);
  }
  const env = options.env ?? {};
  const build = await newBuildId(app, env);
  const outDir = await mkdtemp(join(tmpdir(), `hifi-release-${app}-`));
  try {
    await buildApp(
      app,
      outDir,
      { ...env, HIFI_BUILD_ID: build, HIFI_RELEASE_PATH: `/remotes/${app}/${build}/` },
      options.log,
    );
    return await releaseBuilt(app, outDir, build, options);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The steps of a release after the build: gate, publish, point. Exported for a build made
 * elsewhere (CI's artifact) and for tests; `build` must be the id the output was stamped with.
 */
export async function releaseBuilt(
  appName: string,
  outDir: string,
  build: string,
  options: Omit<ReleaseOptions, 'env' | 'log'> = {},
): Promise<ReleaseResult> {
  const app = appNamed(appName);
  if (!releaseBuildId.test(build)) throw new Error(`"${build}" is not a release build id`);
  const siteDir = siteOf(options);
  const forcedPast = await checkAgainstShell(
    app,
    outDir,
    options.shellDir ?? liveShellDir(siteDir),
    options.force,
  );
  await publishBuild(siteDir, app, build, outDir);
  const canary = options.canary;
  const pointer = await updatePointer(siteDir, app, (current) => {
    const released = { ...current, builds: [...current.builds, { id: build, at: new Date().toISOString() }] };
    return canary !== undefined && canary < 100
      ? { ...released, canary: { build, percent: canary } }
      : goLive(released, build);
  });
  return { app, build, pointer, forcedPast };
}

/** `build` goes live for everyone; the live one before it becomes the rollback target. */
function goLive(pointer: ReleasePointer, build: string): ReleasePointer {
  const history = [...pointer.history.filter((id) => id !== build), build];
  return { ...pointer, live: build, previous: pointer.live, canary: null, history };
}

/** `pnpm release <app> --promote`: the canary becomes the live build. */
export async function promoteCanary(appName: string, options: { siteDir?: string } = {}) {
  const app = appNamed(appName);
  return updatePointer(siteOf(options), app, (current) => {
    if (!current.canary) throw new Error(`${app} has no canary to promote`);
    return goLive(current, current.canary.build);
  });
}

/**
 * `pnpm rollback <app>`: with a canary out, ends it (everyone is back on the live build);
 * otherwise the previous build becomes live again, and the build that was live before that one
 * (still on disk) becomes the next rollback's target.
 */
export async function rollbackApp(appName: string, options: { siteDir?: string } = {}) {
  const app = appNamed(appName);
  const siteDir = siteOf(options);
  return updatePointer(siteDir, app, async (current) => {
    if (current.canary) return { ...current, canary: null };
    const target = current.previous;
    if (!target) throw new Error(`${app} has no previous build to roll back to`);
    const history = current.history.slice(0, current.history.lastIndexOf(target) + 1);
    if (history.length === 0) history.push(target);
    const earlier: string[] = [];
    for (const id of history.slice(0, -1).reverse()) {
      if (id !== target && (await stat(buildDir(siteDir, app, id)).catch(() => undefined))) earlier.push(id);
    }
    return { ...current, live: target, previous: earlier[0] ?? null, history };
  });
}

export interface ListedBuild {
  id: string;
  at: string;
  live: boolean;
  previous: boolean;
  canary: number | null;
  /** false when its folder is gone (pruned or removed by hand). */
  present: boolean;
}

/** `pnpm releases <app>`: every release of the app, oldest first, with the live one marked. */
export async function listReleases(appName: string, options: { siteDir?: string } = {}) {
  const app = appNamed(appName);
  const siteDir = siteOf(options);
  const pointer = await readPointer(siteDir, app);
  const builds: ListedBuild[] = [];
  for (const { id, at } of pointer?.builds ?? []) {
    builds.push({
      id,
      at,
      live: pointer?.live === id,
      previous: pointer?.previous === id,
      canary: pointer?.canary?.build === id ? pointer.canary.percent : null,
      present: !!(await stat(buildDir(siteDir, app, id)).catch(() => undefined)),
    });
  }
  return { app, siteDir, pointer, builds };
}

/**
 * The copy of an app deployed before its first release: its files right under remotes/<app>/
 * (a deployed site's layout, e2e/support/deploy.ts), served while no release is live. Once one
 * is, that copy is no rollback target (a rollback goes back to released builds only), so it is an
 * old build like any other and goes by the age of its manifest. Returns the removed paths.
 */
async function pruneDeployedCopy(siteDir: string, app: string, cutoff: number): Promise<string[]> {
  const root = join(siteDir, 'remotes', app);
  const manifest = await stat(join(root, 'mf-manifest.json')).catch(() => undefined);
  if (!manifest || manifest.mtimeMs >= cutoff) return [];
  // Build folders stay, and so does a release being copied in (<build>.incoming).
  const files = (await readdir(root)).filter(
    (name) => !releaseBuildId.test(name) && !name.endsWith('.incoming'),
  );
  for (const name of files) await rm(join(root, name), { recursive: true, force: true });
  return files.map((name) => join(root, name));
}

/**
 * `pnpm releases:prune [--days 30]`: removes the build folders released more than `days` ago,
 * except each app's live, previous and canary build; a folder no pointer lists counts by its
 * modification time; so does the copy deployed before the app's first release, once a release is
 * live. Returns the removed folders (and files of that copy).
 */
export async function pruneReleases(options: { siteDir?: string; days?: number; now?: Date } = {}) {
  const siteDir = siteOf(options);
  const days = options.days ?? 30;
  if (!(days >= 0)) throw new Error(`--days takes a number of days, not ${options.days}`);
  const cutoff = (options.now ?? new Date()).getTime() - days * 24 * 60 * 60 * 1000;
  const removed: string[] = [];
  const apps = await readdir(join(siteDir, 'remotes')).catch(() => [] as string[]);
  for (const app of apps) {
    const ids = (await readdir(join(siteDir, 'remotes', app)).catch(() => [] as string[])).filter((name) =>
      releaseBuildId.test(name),
    );
    if (ids.length === 0) continue;
    const kept = new Set<string>();
    await updatePointer(siteDir, app, async (pointer) => {
      for (const id of [pointer.live, pointer.previous, pointer.canary?.build]) if (id) kept.add(id);
      const releasedAt = new Map(pointer.builds.map((b) => [b.id, Date.parse(b.at)]));
      for (const id of ids) {
        if (kept.has(id)) continue;
        const folder = buildDir(siteDir, app, id);
        const at = releasedAt.get(id) ?? (await stat(folder)).mtimeMs;
        if (at >= cutoff) continue;
        await rm(folder, { recursive: true, force: true });
        removed.push(folder);
      }
      if (pointer.live) removed.push(...(await pruneDeployedCopy(siteDir, app, cutoff)));
      const gone = new Set(removed.map((folder) => folder.split('/').pop()));
      return {
        ...pointer,
        history: pointer.history.filter((id) => !gone.has(id)),
        builds: pointer.builds.filter((b) => !gone.has(b.id)),
      };
    });
  }
  return removed;
}
