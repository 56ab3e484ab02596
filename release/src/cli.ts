/**
 * The release commands (root package.json): `pnpm release <app> [--canary <percent>] [--promote]
 * [--force]`, `pnpm rollback <app>`, `pnpm releases <app>`, `pnpm releases:prune [--days 30]`.
 * Each works on HIFI_SITE_DIR (else <DATA_DIR>/site, the folder `pnpm start` serves) or --site.
 */
import { parseArgs } from 'node:util';
import { releasableApps } from './apps.ts';
import { lastClientErrors, serviceAccess } from './client-errors.ts';
import type { ReleasePointer } from './pointer.ts';
import {
  listReleases,
  promoteCanary,
  pruneReleases,
  ReleaseRefused,
  releaseApp,
  rollbackApp,
} from './release.ts';
import { defaultSiteDir } from './site-dir.ts';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    canary: { type: 'string' },
    promote: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    days: { type: 'string', default: '30' },
    site: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const siteDir = values.site ?? defaultSiteDir();
const app = positionals[0] ?? '';

function describe(pointer: ReleasePointer): string {
  const canary = pointer.canary ? `, canary ${pointer.canary.build} for ${pointer.canary.percent} %` : '';
  return `${pointer.app}: live ${pointer.live ?? "the app's dist/ (never released)"}${canary}`;
}

async function release() {
  if (values.promote) return console.log(describe(await promoteCanary(app, { siteDir })));
  const started = Date.now();
  console.log(`building ${app} …`);
  const result = await releaseApp(app, {
    siteDir,
    canary: values.canary === undefined ? undefined : Number(values.canary),
    force: values.force,
    log: values.verbose ? (text) => process.stdout.write(text) : undefined,
  });
  for (const line of result.forcedPast) console.warn(`--force: ${line}`);
  console.log(`released ${app} build ${result.build} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(describe(result.pointer));
}

async function releases() {
  const { builds, pointer } = await listReleases(app, { siteDir });
  console.log(`${app} in ${siteDir}`);
  if (builds.length === 0) console.log("  no releases: the stack serves the app's dist/");
  let errors: Awaited<ReturnType<typeof lastClientErrors>> | undefined;
  try {
    errors = await lastClientErrors(
      releasableApps[app as keyof typeof releasableApps],
      await serviceAccess(),
    );
  } catch (error) {
    console.log(`  (client errors unavailable: ${(error as Error).message})`);
  }
  const ids = new Set([...builds.map((b) => b.id), ...(errors?.keys() ?? [])]);
  for (const id of [...ids].sort()) {
    const build = builds.find((b) => b.id === id);
    const marks = [
      build?.live && 'LIVE',
      build?.canary && `CANARY ${build.canary} %`,
      build?.previous && 'previous',
      build && !build.present && 'pruned',
      !build && 'not released here',
    ].filter(Boolean);
    console.log(`${build?.live ? '*' : ' '} ${id}  ${build?.at ?? ''}  ${marks.join(', ')}`);
    for (const e of errors?.get(id) ?? []) {
      console.log(`      ${e.created_at} ${e.kind} ${e.page}: ${e.message.split('\n')[0]?.slice(0, 160)}`);
    }
  }
  if (pointer && !pointer.live) console.log("  live: the app's dist/ (never released as live)");
}

const commands: Record<string, () => Promise<void>> = {
  release,
  rollback: async () => console.log(`rolled back: ${describe(await rollbackApp(app, { siteDir }))}`),
  releases,
  prune: async () => {
    const removed = await pruneReleases({ siteDir, days: Number(values.days) });
    console.log(removed.length ? removed.map((f) => `removed ${f}`).join('\n') : 'nothing to prune');
  },
};

const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: cli.ts ${Object.keys(commands).join('|')} …`);
  process.exit(2);
}
try {
  await run();
} catch (error) {
  console.error(error instanceof ReleaseRefused ? error.message : `error: ${(error as Error).message}`);
  process.exit(1);
}
