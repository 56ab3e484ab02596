/**
 * bench:release-download — "Download release" (supabase/functions/release-download) on the
 * default stack (PGlite, tsx), run as its own process so its memory is the server's alone: a
 * 12-track release of `BENCH_RELEASE_MIB` (2048) MiB in all, the ZIP read to its end by a client
 * that discards it. Prints the first byte's time against a reference measured in the same run
 * (the first byte of one stored file, straight from Storage), the throughput, and the server's
 * peak RSS (VmHWM) against its RSS before: the same for a release an eighth the size shows the
 * memory does not grow with the release. Goal: first byte within 2 s (the ZIP is assembled as it
 * streams: docs/product.md#releases-visibility-and-licences).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';

const TOTAL_MIB = Number(process.env.BENCH_RELEASE_MIB ?? 2048);
const TRACKS = 12;
const port = Number(process.env.BENCH_PORT ?? 3935);
const url = `http://127.0.0.1:${port}`;
const secret = `bench-${randomUUID()}-secret-0123456789abcdef`;
const backendDir = new URL('../', import.meta.url).pathname;

const serviceKey = await new SignJWT({ role: 'service_role' })
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(new TextEncoder().encode(secret));
const service = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };

/** The server's resident memory now and at most (MB), from /proc. */
async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets the process's peak (VmHWM) to its RSS now (Linux: write 5 to clear_refs). */
async function resetPeak(pid: number) {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

async function startStack(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      SEED: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/rest/v1/`, { headers: service }).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stack did not start');
}

async function rest(path: string, body: unknown) {
  const response = await fetch(`${url}/rest/v1/${path}`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string }[];
}

/** One stored file of `mib` MiB: a random MiB repeated (the ZIP stores it as it is anyway). */
async function store(mib: number) {
  const name = `${randomUUID()}.flac`;
  const block = randomBytes(1024 * 1024);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < mib) controller.enqueue(block);
      else controller.close();
    },
  });
  const response = await fetch(`${url}/storage/v1/object/audio/${name}`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'audio/flac' },
    body,
    duplex: 'half',
  } as RequestInit);
  if (!response.ok) throw new Error(`store: ${response.status} ${await response.text()}`);
  return name;
}

/** A public, downloadable release of 12 tracks, `mib` MiB in all. */
async function makeRelease(owner: string, mib: number) {
  const trackIds: string[] = [];
  for (let n = 1; n <= TRACKS; n++) {
    const path = await store(Math.ceil(mib / TRACKS));
    const [track] = await rest('audio_files', {
      title: `Part ${n}`,
      file_path: path,
      user_id: owner,
      genres: [],
      download_allowed: true,
      original_filename: `part-${n}.flac`,
    });
    await fetch(`${url}/rest/v1/track_analyses?audio_file_id=eq.${track?.id}`, {
      method: 'PATCH',
      headers: { ...service, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'done', sha256: randomBytes(32).toString('hex') }),
    });
    trackIds.push(track?.id as string);
  }
  const [release] = await rest('releases', { user_id: owner, title: `Bench ${mib} MiB`, kind: 'album' });
  await rest(
    'release_tracks',
    trackIds.map((id, i) => ({ release_id: release?.id, audio_file_id: id, position: i + 1 })),
  );
  return { id: release?.id as string };
}

/** Reads `target` to its end: ms to the first byte, ms in all, bytes. */
async function readAll(target: string) {
  const start = performance.now();
  const response = await fetch(target);
  if (!response.ok || !response.body) throw new Error(`${target}: ${response.status}`);
  const reader = response.body.getReader();
  let first = Number.NaN;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(first)) first = performance.now() - start;
    bytes += value.length;
  }
  return { first, total: performance.now() - start, bytes };
}

const dataDir = await mkdtemp(join(tmpdir(), 'hifi-bench-zip-'));
const stack = await startStack(dataDir);
const pid = stack.pid as number;
try {
  const created = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@hifi.test`,
      password: 'a long bench password',
      email_confirm: true,
    }),
  });
  const owner = ((await created.json()) as { id: string }).id;
  const rows: string[] = [];
  for (const mib of [Math.round(TOTAL_MIB / 8), TOTAL_MIB]) {
    const release = await makeRelease(owner, mib);
    const sample = (await (
      await fetch(
        `${url}/rest/v1/release_tracks?release_id=eq.${release.id}&select=audio_files(file_path)&limit=1`,
        { headers: service },
      )
    ).json()) as { audio_files: { file_path: string } }[];
    const reference = await readAll(
      `${url}/storage/v1/object/public/audio/${sample[0]?.audio_files.file_path}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await memory(pid);
    await resetPeak(pid);
    const zip = await readAll(`${url}/functions/v1/release-download/${release.id}`);
    const after = await memory(pid);
    rows.push(
      `${String(mib).padStart(6)} MiB  ${zip.first.toFixed(0).padStart(6)} ms  ${reference.first.toFixed(0).padStart(6)} ms  ${(zip.first / reference.first).toFixed(2).padStart(6)}x  ${((zip.bytes / 1048576 / zip.total) * 1000).toFixed(0).padStart(6)} MiB/s  ${before.rss.toFixed(0).padStart(6)} MB  ${after.peak.toFixed(0).padStart(6)} MB  ${(after.peak - before.rss).toFixed(0).padStart(6)} MB`,
    );
  }
  console.log(
    `bench:release-download — ${TRACKS} tracks, the stack on PGlite in its own process, the ZIP read to its end`,
  );
  console.log('release     first byte  reference   ratio   throughput  RSS before  peak RSS    growth');
  for (const row of rows) console.log(row);
  console.log('goal: first byte within 2 s; growth about the same for both sizes (memory flat in the size)');
} finally {
  stack.kill('SIGTERM');
  await new Promise((resolve) => stack.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
