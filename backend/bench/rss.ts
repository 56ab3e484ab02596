/**
 * bench:rss — what the default stack (PGlite, built JavaScript on plain node) holds in memory on a
 * small server: peak and settled RSS at first start (with the demo seed), idle RSS on a later
 * start, and RSS after the largest requests a visitor may make. Reads VmRSS/VmHWM of the one
 * node process from /proc (Linux). Targets: idle ≤ 350 MB, first start ≤ 700 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const backendDir = new URL('../', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3925);
const url = `http://127.0.0.1:${port}`;

async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function start(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: backendDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ...env,
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
      child.once('exit', () => reject(new Error(`stack exited: ${lines.slice(-10).join('\n')}`)));
    });
  return { child, seen };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (n: number) => `${n.toFixed(0)} MB`;

const dataDir = await mkdtemp(join(tmpdir(), 'hifi-bench-rss-'));
try {
  const first = start(dataDir);
  const seeded = first.seen(/\[seed\] (seeded|failed)/);
  await seeded;
  await sleep(5000);
  const firstStart = await memory(first.child.pid as number);
  await stop(first.child);

  const second = start(dataDir);
  await second.seen(/\[stack\] site and API/);
  await sleep(10_000);
  const idle = await memory(second.child.pid as number);

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
  const afterLarge = await memory(second.child.pid as number);
  await sleep(10_000);
  const settled = await memory(second.child.pid as number);
  await stop(second.child);

  console.log(
    `[bench:rss] first start (demo seed): peak ${mb(firstStart.peak)}, settled ${mb(firstStart.rss)} (target ≤ 700 MB)`,
  );
  console.log(
    `[bench:rss] idle (second start, 10 s): ${mb(idle.rss)} (target ≤ 350 MB), peak ${mb(idle.peak)}`,
  );
  console.log(
    `[bench:rss] after the largest visitor requests: ${mb(afterLarge.rss)}, 10 s later ${mb(settled.rss)}`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
