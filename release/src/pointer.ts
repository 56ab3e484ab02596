/**
 * An app's release pointer, <siteDir>/releases/<app>.json: which of its immutable builds the
 * registry names. Every release, promotion and rollback rewrites this one small file and nothing
 * else (write to a temporary file, then rename over it: a reader sees the old or the new
 * pointer, never half of one), and the stack reads it on every request.
 *
 *   {
 *     "app": "mf-discover",
 *     "live": "20261128T041500Z-3f9a1c",        the build every visitor gets
 *     "previous": "20261127T120000Z-09be77",    where `pnpm rollback` goes; null when none
 *     "canary": { "build": "…", "percent": 10 }, or null: the build a share of visitors gets
 *     "history": ["…", "20261127T120000Z-09be77", "20261128T041500Z-3f9a1c"],
 *                                                the builds that went live, in turn; a rollback
 *                                                steps back along it (a canary never promoted is
 *                                                not in it)
 *     "builds": [{ "id": "…", "at": "2026-11-28T04:15:00.000Z" }]   every release, oldest first
 *   }
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pointerFile } from './site-dir.ts';

export interface ReleasePointer {
  app: string;
  live: string | null;
  previous: string | null;
  canary: { build: string; percent: number } | null;
  history: string[];
  builds: { id: string; at: string }[];
}

/** Build ids of a release: a sortable UTC time and a short content hash (20261128T041500Z-3f9a1c). */
export const releaseBuildId = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;

export const emptyPointer = (app: string): ReleasePointer => ({
  app,
  live: null,
  previous: null,
  canary: null,
  history: [],
  builds: [],
});

function parsePointer(app: string, text: string): ReleasePointer {
  const value = JSON.parse(text) as Partial<ReleasePointer>;
  const id = (v: unknown) => (typeof v === 'string' && releaseBuildId.test(v) ? v : null);
  const canary = value.canary;
  const live = id(value.live);
  const previous = id(value.previous);
  const history = Array.isArray(value.history) ? value.history.filter((h) => id(h) !== null) : [];
  return {
    app,
    live,
    previous,
    history: history.length > 0 ? history : [previous, live].filter((h) => h !== null),
    canary:
      canary && id(canary.build) && typeof canary.percent === 'number'
        ? { build: canary.build, percent: canary.percent }
        : null,
    builds: Array.isArray(value.builds)
      ? value.builds.filter((b) => id(b?.id) && typeof b.at === 'string')
      : [],
  };
}

/** The app's pointer, or undefined when it was never released here (or the file is unreadable). */
export async function readPointer(siteDir: string, app: string): Promise<ReleasePointer | undefined> {
  const text = await readFile(pointerFile(siteDir, app), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return parsePointer(app, text);
  } catch {
    return undefined;
  }
}

export async function writePointer(siteDir: string, pointer: ReleasePointer): Promise<void> {
  const file = pointerFile(siteDir, pointer.app);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Runs `change` on the app's pointer with no other release of the same app in between (a lock
 * folder beside the pointer; mkdir is atomic), and writes what it returns.
 */
export async function updatePointer(
  siteDir: string,
  app: string,
  change: (pointer: ReleasePointer) => ReleasePointer | Promise<ReleasePointer>,
): Promise<ReleasePointer> {
  const lock = `${pointerFile(siteDir, app)}.lock`;
  await mkdir(dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) {
        throw new Error(`another release of ${app} holds ${lock}; remove it if no release is running`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const next = await change((await readPointer(siteDir, app)) ?? emptyPointer(app));
    await writePointer(siteDir, next);
    return next;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
