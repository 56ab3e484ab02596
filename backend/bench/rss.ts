/**
 * bench:rss — what the default stack (PGlite, built JavaScript on plain node) holds in memory on a
 * small server, counted over the whole tree the run command starts: `node
 * worker/launch-beside-stack.mjs` (what `pnpm start` ends in), the stack and the analysis worker it
 * spawns, and anything they spawn (the status call, ffmpeg). First start (with the demo seed, and
 * the worker analysing it): the highest sum seen while sampling, and settled 5 s after the seed.
 * Idle: a later start, 30 s after it answers (and the figure at 10 s). Then after the largest requests a visitor may make.
 * Reads VmRSS/VmHWM from /proc (Linux). Goals, so the site runs on a small server (README.md):
 * idle ≤ 350 MB, first start ≤ 700 MB.
 * Run it after building backend/ and worker/ (the root `pnpm bench:rss` does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3925);
const url = `http://127.0.0.1:${port}`;
const IDLE_GOAL_MB = 350;
const FIRST_START_GOAL_MB = 700;

interface Proc {
  pid: number;
  command: string;
  rss: number;
  peak: number;
}

/** The process and all its descendants, each with what it holds now and at most (MB). */
async function tree(root: number): Promise<Proc[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // ended meanwhile
    }
  }
  const members = [root];
  for (let i = 0; i < members.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === members[i]) members.push(pid);
  }
  const procs: Proc[] = [];
  for (const pid of members) {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8'))
        .split('\0')
        .filter(Boolean)
        .map((part, i) => (i === 0 ? (part.split('/').pop() ?? part) : part.replace(repoRoot, '')))
        .join(' ');
      procs.push({ pid, command, rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 });
    } catch {
      // ended meanwhile
    }
  }
  return procs;
}

const sum = (procs: Proc[], key: 'rss' | 'peak') => procs.reduce((n, p) => n + p[key], 0);

function start(dataDir: string) {
  const child = spawn(process.execPath, ['worker/launch-beside-stack.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const seen = (re: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          lines.push(line);
          if (re.test(line)) resolve();
        }
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', () => reject(new Error(`launcher exited: ${lines.slice(-10).join('\n')}`)));
    });
  return { child, seen };
}

/** Ends the launcher (which ends its children) and waits until none of the tree is left. */
async function stop(child: ChildProcess) {
  const pids = (await tree(child.pid as number)).map((p) => p.pid);
  child.kill('SIGTERM');
  for (let i = 0; i < 100; i++) {
    const alive = (await readdir('/proc')).filter((e) => pids.includes(Number(e)));
    if (alive.length === 0) return;
    await sleep(100);
  }
  throw new Error('the stack did not stop within 10 s');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (n: number) => `${n.toFixed(0)} MB`;
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');
const list = (procs: Proc[]) => procs.map((p) => `${p.command} ${mb(p.rss)}`).join('; ');

/** Samples the tree's total every 200 ms until `until` settles; the highest total seen. */
async function highest(root: number, until: Promise<unknown>) {
  let done = false;
  const finish = () => {
    done = true;
  };
  until.then(finish, finish);
  let max = 0;
  while (!done) {
    max = Math.max(max, sum(await tree(root), 'rss'));
    await sleep(200);
  }
  await until;
  return max;
}

const dataDir = await mkdtemp(join(tmpdir(), 'hifi-bench-rss-'));
try {
  const first = start(dataDir);
  const firstPid = first.child.pid as number;
  const seededThenSettled = first.seen(/\[seed\] (seeded|failed)/).then(() => sleep(5000));
  const firstPeak = await highest(firstPid, seededThenSettled);
  const firstSettled = await tree(firstPid);
  await stop(first.child);

  const second = start(dataDir);
  const secondPid = second.child.pid as number;
  await second.seen(/\[stack\] site and API/);
  await sleep(10_000);
  const starting = await tree(secondPid);
  // Idle is the settled state: V8 gives back what start-up used once allocation has been quiet a while.
  await sleep(20_000);
  const idle = await tree(secondPid);

  // The largest reads and writes a visitor may make, then let it settle.
  // No key: the request is a visitor's (anon), as PostgREST treats it.
  const headers = { 'content-type': 'application/json' };
  const tracks = (await (await fetch(`${url}/rest/v1/audio_files?select=id`, { headers })).json()) as Array<{
    id: string;
  }>;
  const big = [
    `${url}/rest/v1/audio_files?select=*,profiles(*),plays(*),likes(*),comments(*,profiles(*))`,
    `${url}/rest/v1/plays?select=*,audio_files(*)`,
  ];
  for (let i = 0; i < 3; i++) {
    for (const u of big) await (await fetch(u, { headers })).arrayBuffer();
    if (Array.isArray(tracks) && tracks[0]) {
      await fetch(`${url}/rest/v1/plays`, {
        method: 'POST',
        headers,
        body: JSON.stringify(Array.from({ length: 1000 }, () => ({ audio_file_id: tracks[0]?.id }))),
      });
    }
  }
  const afterLarge = await tree(secondPid);
  await sleep(10_000);
  const settled = await tree(secondPid);
  await stop(second.child);

  const wrappers = [...firstSettled, ...idle].filter((p) => /\b(pnpm|tsx)\b/.test(p.command));
  console.log(
    `[bench:rss] first start (demo seed, worker analysing it): highest total ${mb(firstPeak)}, ` +
      `settled ${mb(sum(firstSettled, 'rss'))}; goal ≤ ${FIRST_START_GOAL_MB} MB: ${verdict(firstPeak, FIRST_START_GOAL_MB)} ` +
      `(the peaks of the processes still running then, summed: ${mb(sum(firstSettled, 'peak'))})`,
  );
  console.log(
    `[bench:rss] idle (second start, 30 s): ${mb(sum(idle, 'rss'))}; goal ≤ ${IDLE_GOAL_MB} MB: ${verdict(sum(idle, 'rss'), IDLE_GOAL_MB)} ` +
      `(10 s after it answered: ${mb(sum(starting, 'rss'))})`,
  );
  console.log(`[bench:rss]   idle processes: ${list(idle)}`);
  console.log(
    `[bench:rss] after the largest visitor requests: ${mb(sum(afterLarge, 'rss'))}, 10 s later ${mb(sum(settled, 'rss'))}`,
  );
  console.log(
    `[bench:rss] pnpm/tsx processes in the tree: ${wrappers.length ? list(wrappers) : 'none'} ` +
      '(`pnpm start` keeps one pnpm process above this tree; `node worker/launch-beside-stack.mjs` does not)',
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
