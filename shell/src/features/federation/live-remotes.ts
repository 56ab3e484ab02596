/**
 * Keeps the page's remotes on their live builds (docs/architecture.md#remote-failure):
 * - a slot load on another page than the registry was read on (or 30 s later) first re-reads the
 *   registry (/remotes.json, revalidated, one read shared by the slots of one navigation) and, for
 *   a remote the tab already ran, its manifest: a remote that moved or has a new build is
 *   registered again, so the slot runs the current build;
 * - a fresh load (Retry, or healing after a failure) always re-reads both and registers the
 *   remote again: the runtime then forgets its container, manifest and entry promise, and the
 *   remote's scripts run anew (a new module instance);
 * - each load has one budget (LOAD_BUDGET_MS); a load that fails fast (a chunk of an old build
 *   gone, a remote that moved) heals once by a fresh load before the slot shows its fallback.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadFailure } from './fallback-plugin.ts';
import { LOAD_BUDGET_MS, RemoteTimeoutError, withTimeout } from './load-budget.ts';
import { manifestFor, manifestInfo, revalidateManifest } from './manifest-builds.ts';
import { announceNewVersion } from './new-version.ts';
import { fetchRegistry, type RemoteEntry } from './registry.ts';
import { RemoteLoadError } from './remote-load-error.ts';
import { fetchManifest } from './retry-plugin.ts';
import { shellSingletonVersions, unsatisfiedSingletons } from './shell-compatibility.ts';

/**
 * The registry the page has is taken as current for the slots of the page it was read on (the
 * first one's is in the HTML), for this long; a slot of another page asks again.
 */
const REGISTRY_FRESH_MS = 30_000;
/**
 * How long a slot waits to learn whether a remote it already runs has a new build; past it the
 * slot goes on with the build it has (within the load budget).
 */
const REVALIDATE_BUDGET_MS = 3_000;

const registered = new Map<string, string>();
/** The build each remote last loaded in this page ran, by remote name. */
const running = new Map<string, string>();
let registryReadAt = 0;
let registryReadOn: string | undefined;
let registryRead: Promise<void> | undefined;
/**
 * Remotes whose last load failed. The runtime may still hold that load's entry promise (a script
 * that timed out on our budget before its own), and the next load would wait on it again instead
 * of asking the host: so the next load of such a remote is a fresh one.
 */
const failed = new Set<string>();

/** Registers the registry read at start (bootstrap.tsx). */
export function startRemotes(entries: RemoteEntry[]): void {
  registerRemotes(entries);
  for (const { name, entry } of entries) {
    registered.set(name, entry);
    failed.delete(name);
  }
  registryReadAt = Date.now();
  registryReadOn = window.location.pathname;
}

/** The manifest URL a remote is registered with, and the build it runs, when known. */
export function remoteProvenance(name: string): { manifestUrl?: string; build?: string } {
  return { manifestUrl: registered.get(name), build: running.get(name) };
}

/** The registered remote whose files `text` (a URL, a stack) names, by its manifest's folder. */
export function remoteServing(text: string): string | undefined {
  for (const [name, entry] of registered) if (text.includes(new URL('.', entry).href)) return name;
  return undefined;
}

/** Registers `name` again at `entry`: the runtime drops all it cached of the remote. */
function renew(name: string, entry: string): void {
  const previous = registered.get(name);
  // A hung <script> of the remote would be waited on again by the next load (the runtime and the
  // remote's chunk loader both reuse an element with the same src): take them out. Finished ones
  // are already gone (both loaders remove their scripts once run).
  for (const old of [previous, entry]) {
    if (!old) continue;
    const folder = new URL('.', old).href;
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (script.src.startsWith(folder)) script.remove();
    }
  }
  // Each build announces its chunks on a global of its own (shared/mf/remote-environments.ts), so
  // the new build's runtime takes none of the old build's, and a slot still running the old build
  // keeps loading its own.
  registerRemotes([{ name, entry }], { force: true });
  revalidateManifest(entry);
  registered.set(name, entry);
  running.delete(name);
}

/**
 * Re-reads /remotes.json unless it is current for this page; a failed read keeps what is
 * registered. Whether it was read (so the slot checks its remote's build too).
 */
async function refreshRegistry(force: boolean): Promise<boolean> {
  const page = window.location.pathname;
  if (!force && page === registryReadOn && Date.now() - registryReadAt < REGISTRY_FRESH_MS) return false;
  const revalidated = { cache: 'no-cache' } as const;
  registryRead ??= fetchRegistry(
    '/remotes.json',
    fetchManifest('/remotes.json', revalidated, REVALIDATE_BUDGET_MS),
  )
    .then((entries) => {
      registryReadAt = Date.now();
      registryReadOn = page;
      for (const { name, entry } of entries) {
        if (registered.get(name) !== entry) renew(name, entry);
      }
    })
    .catch((error) => console.warn('[shell] remote registry unavailable:', error))
    .finally(() => {
      registryRead = undefined;
    });
  await registryRead;
  return true;
}

/**
 * For a remote this page already ran: is its live build (the manifest, revalidated) another one?
 * Registers it again when the shell can run it; else the page offers a reload and the slot keeps
 * the build it has.
 */
async function followLiveBuild(name: string, force: boolean): Promise<void> {
  const entry = registered.get(name);
  if (!entry) return;
  if (force) return renew(name, entry);
  const build = running.get(name);
  if (!build) return;
  const response = await fetchManifest(entry, { cache: 'no-cache' }, REVALIDATE_BUDGET_MS).catch(
    () => undefined,
  );
  const live = response?.ok ? manifestInfo(await response.json().catch(() => undefined)) : undefined;
  if (!live || live.build === build) return;
  const unsatisfied = unsatisfiedSingletons(live.shared, shellSingletonVersions());
  if (unsatisfied.length === 0) return renew(name, entry);
  console.warn(`[shell] ${name} build ${live.build} needs a newer shell:`, unsatisfied);
  announceNewVersion();
}

export interface LoadedRemote {
  default: ComponentType;
  build?: string;
  manifestUrl?: string;
}

async function attempt(id: string, name: string, fresh: boolean): Promise<LoadedRemote> {
  if (await refreshRegistry(fresh)) await followLiveBuild(name, fresh);
  const manifestUrl = registered.get(name);
  const module = await loadRemote<{ default?: ComponentType }>(id);
  const info = manifestUrl ? await manifestFor(manifestUrl) : undefined;
  const failure = loadFailure(module);
  if (failure !== undefined || !module?.default) {
    throw new RemoteLoadError(id, {
      cause: failure ?? new Error(`${id} has no default export`),
      manifestUrl,
      build: info?.build,
    });
  }
  if (info) running.set(name, info.build);
  return { default: module.default, build: info?.build, manifestUrl };
}

function withBudget(id: string, name: string, fresh: boolean): Promise<LoadedRemote> {
  return withTimeout(attempt(id, name, fresh), LOAD_BUDGET_MS, id).catch((error: unknown) => {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(id, { cause: error, ...remoteProvenance(name) });
  });
}

/** A load that failed by running out of time: ours, or the entry script's (retry-plugin.ts). */
function timedOut(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RemoteTimeoutError || /timed out/.test(cause.message)) return true;
  }
  return false;
}

/** Loads remote module `id` ('mf_x/Module'); `fresh` starts over from the live registry and manifest. */
export async function loadLiveRemote(id: string, { fresh = false } = {}): Promise<LoadedRemote> {
  const name = id.split('/')[0] as string;
  const startOver = fresh || failed.delete(name);
  try {
    return await withBudget(id, name, startOver);
  } catch (error) {
    // A hung host fails once, in time; anything else may be an old build's file that is gone.
    if (startOver || timedOut(error)) {
      failed.add(name);
      throw error;
    }
    return withBudget(id, name, true).catch((healFailed: unknown) => {
      failed.add(name);
      throw healFailed;
    });
  }
}
