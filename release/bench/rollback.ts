/**
 * `pnpm bench:rollback`: how long a rollback takes to reach visitors. Beside a running stack that
 * serves a scratch site (HIFI_SITE_DIR), mf-discover is released twice (builds A and B, each with
 * a visible label), then `pnpm rollback mf-discover` runs as a team would type it. Printed: the
 * command's wall time, the time until a new page load (a GET of the page with its inlined
 * registry, and of /remotes.json, as a new visitor) names build A again and A's manifest says so,
 * and their sum against the goal (≤ 60 s), with a release's own time as the reference.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseApp } from '../src/release.ts';
import { repoRoot } from '../src/site-dir.ts';

const goalSeconds = 60;
const app = 'mf-discover';
const root = await mkdtemp(join(tmpdir(), 'hifi-bench-rollback-'));
const siteDir = join(root, 'site');

// The stack serves this site (its own shell copy, so the gate checks against it), as `pnpm start` would.
const shellDist = join(repoRoot, 'shell', 'dist');
if (!(await stat(join(shellDist, 'shared-versions.json')).catch(() => undefined))) {
  throw new Error(
    'build the shell first (pnpm build): the release gate needs shell/dist/shared-versions.json',
  );
}
await cp(shellDist, join(siteDir, 'shell'), { recursive: true, preserveTimestamps: true });
process.env.HIFI_SITE_DIR = siteDir;
process.env.HIFI_REMOTES = '';
process.env.HIFI_REMOTES_FILE = '';
const { startStack } = await import('../../backend/src/stack.ts');
const stack = await startStack({ port: 0, host: '127.0.0.1', siteUrl: '' });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The mf_discover manifest URL a new visitor gets: from the page's inlined registry and from /remotes.json. */
async function servedBuild(): Promise<{ page?: string; json?: string; manifest?: string }> {
  const page = await (await fetch(`${stack.url}/`)).text();
  const inline = /<script type="application\/json" id="hifi-remotes">(.*?)<\/script>/.exec(page)?.[1];
  const fromPage = inline ? (JSON.parse(inline) as Record<string, string>).mf_discover : undefined;
  const fromJson = ((await (await fetch(`${stack.url}/remotes.json`)).json()) as Record<string, string>)
    .mf_discover;
  const manifest = fromPage
    ? (
        (await (await fetch(`${stack.url}${fromPage}`)).json()) as {
          metaData: { buildInfo: { buildVersion: string } };
        }
      ).metaData.buildInfo.buildVersion
    : undefined;
  const build = (url?: string) => url?.split('/')[3];
  return { page: build(fromPage), json: build(fromJson), manifest };
}

try {
  const releaseStarted = Date.now();
  const a = await releaseApp(app, { siteDir, env: { PUBLIC_BUILD_LABEL: 'bench A' } });
  const releaseMs = Date.now() - releaseStarted;
  const b = await releaseApp(app, { siteDir, env: { PUBLIC_BUILD_LABEL: 'bench B' } });
  const before = await servedBuild();
  if (before.page !== b.build || before.json !== b.build)
    throw new Error(`B is not live: ${JSON.stringify(before)}`);

  const started = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('pnpm', ['--silent', 'rollback', app], {
      cwd: repoRoot,
      env: { ...process.env, HIFI_SITE_DIR: siteDir },
      stdio: 'inherit',
    });
    child.on('close', resolve);
  });
  const rollbackMs = Date.now() - started;
  if (code !== 0) throw new Error(`pnpm rollback exited ${code}`);

  const pollStarted = Date.now();
  let after = await servedBuild();
  while (!(after.page === a.build && after.json === a.build && after.manifest === a.build)) {
    if (Date.now() - pollStarted > goalSeconds * 1000)
      throw new Error(`still not A: ${JSON.stringify(after)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await servedBuild();
  }
  const visibleMs = Date.now() - pollStarted;
  const pointer = JSON.parse(await readFile(join(siteDir, 'releases', `${app}.json`), 'utf8'));

  const total = rollbackMs + visibleMs;
  console.log(`\nrollback of ${app}: ${b.build} → ${a.build} (pointer live ${pointer.live})`);
  console.log(`  reference: one release (build + gate + publish + pointer): ${seconds(releaseMs)}`);
  console.log(`  \`pnpm rollback ${app}\` wall time:                     ${seconds(rollbackMs)}`);
  console.log(`  until a new page load shows the previous build:           ${seconds(visibleMs)}`);
  console.log(
    `  together: ${seconds(total)} — goal ≤ ${goalSeconds} s (${((total / (goalSeconds * 1000)) * 100).toFixed(1)} % of it; ${((total / releaseMs) * 100).toFixed(1)} % of a release's time)`,
  );
  if (total > goalSeconds * 1000) process.exitCode = 1;
} finally {
  await stack.close();
  await rm(root, { recursive: true, force: true });
}
