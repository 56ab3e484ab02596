/**
 * Storage benchmark (pnpm bench:storage; run it through backend/scripts/test-services.sh so
 * PostgreSQL and nginx are present). Every figure is a ratio against a reference measured in
 * the same run on the same disk and the same file:
 *   upload:  a 2 GiB WAV PATCHed to the tus endpoint over loopback  vs  cp of the file, and vs
 *            nginx taking the same file as a PUT (C, body to disk), fed by the same client
 *   ranges:  Range reads from /storage/v1/object/public/…          vs  nginx serving that file
 * and the stack process's peak resident memory (VmHWM) over the whole run.
 * Goals: tus PATCH >= 70 % of nginx's PUT with the same client (docs/architecture.md#the-path-of-an-upload; the PATCH's answer
 * includes the fsync of the finished file before its row commits, nginx syncs nothing); and
 * upload >= 70 % of cp, range reads >= 80 % of nginx, peak RSS < 250 MB.
 * Every writer meets the same page cache: dirty pages are flushed (sync) before each timing,
 * and the writers take turns over three rounds, each keeping its best.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { freeRestartablePort } from '../src/http/free-port.ts';
import { deriveKeys, signJwt } from '../src/keys/jwt.ts';
import { wavHeader } from '../src/seed/generate-audio.ts';

// BENCH_STORAGE_MIB shortens a development run; the reported figures use the default 2 GiB.
const SIZE = Number(process.env.BENCH_STORAGE_MIB ?? 2048) * 1024 * 1024;
const MiB = 1024 * 1024;
const backendDir = new URL('..', import.meta.url).pathname;
/** The reference servers every figure is a ratio against: reference/*.mjs and nginx's config. */
const referenceDir = new URL('reference/', import.meta.url).pathname;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
/** The V8 flags the stack runs with in production (worker/launch-beside-stack.mjs); STACK_NODE_FLAGS overrides them. */
const stackFlags: string[] =
  process.env.STACK_NODE_FLAGS !== undefined
    ? process.env.STACK_NODE_FLAGS.split(' ').filter(Boolean)
    : JSON.parse(await readFile(join(backendDir, 'stack-node-flags.json'), 'utf8'));

async function writeWav(path: string) {
  const out = createWriteStream(path);
  const write = (chunk: Buffer) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(wavHeader(SIZE - 44));
  const block = randomBytes(MiB);
  for (let written = 44, i = 0; written < SIZE; i++) {
    const copy = Buffer.from(block.subarray(0, Math.min(MiB, SIZE - written)));
    copy.writeUInt32LE(i, 0);
    await write(copy);
    written += copy.length;
  }
  await new Promise((resolve) => out.end(resolve));
}

function seconds(start: bigint) {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** The stack's garbage collections so far (its --trace-gc lines). */
const stackGcs = { scavenges: 0, markCompacts: 0 };

async function startStack(dir: string, port: number, jwtSecret: string): Promise<ChildProcess> {
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL, 'hifi_bench');
    databaseUrl = database.url;
    cleanups.push(database.drop);
  }
  const proc = spawn(
    process.execPath,
    [...stackFlags, '--trace-gc', '--import', 'tsx', 'src/storage/test-server.ts'],
    {
      cwd: backendDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dir,
        JWT_SECRET: jwtSecret,
        DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.unshift(() => proc.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      // --trace-gc prints a line per collection.
      stackGcs.scavenges += text.match(/: Scavenge/g)?.length ?? 0;
      stackGcs.markCompacts += text.match(/: Mark-Compact/g)?.length ?? 0;
      if (out.includes(`listening on ${port}`)) return;
      out += text;
      if (out.includes(`listening on ${port}`)) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
  });
  return proc;
}

/** nginx serving root for Range reads, and taking PUTs to /upload/ into putDir (same disk). */
async function startNginx(dir: string, root: string, putDir: string, port: number) {
  const conf = join(dir, 'nginx.conf');
  const temp = join(dir, 'nginx-temp');
  for (const folder of [temp, root, putDir]) await mkdir(folder, { recursive: true });
  const template = await readFile(join(referenceDir, 'nginx.conf.template'), 'utf8');
  const values: Record<string, string> = { dir, temp, root, putDir, port: String(port) };
  await writeFile(
    conf,
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${key}}}`);
      return value;
    }),
  );
  const proc = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.unshift(() => proc.kill('SIGTERM'));
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      request(`http://127.0.0.1:${port}/`, (res) => resolve(res.resume() !== undefined))
        .on('error', () => resolve(false))
        .end();
    });
    if (ok) return proc;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}

/** One Range GET; resolves with the bytes received (checked against the range asked for). */
function rangeGet(agent: Agent, url: string, start: number, end: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { range: `bytes=${start}-${end}` } }, (res) => {
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      res.on('end', () => {
        if (res.statusCode !== 206) {
          reject(new Error(`${url}: ${res.statusCode}`));
        } else resolve(received);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Throughput {
  mibPerSecond: number;
  requestsPerSecond: number;
}

/**
 * Range reads across the file from `concurrency` keep-alive connections per server, the servers
 * taking turns in small batches so that all of them meet the same background load (the machine
 * is shared; back-to-back passes mostly measure whoever else was busy at the time).
 */
async function interleavedRanges(urls: string[], rangeBytes: number, requests: number, concurrency: number) {
  const agents = urls.map(() => new Agent({ keepAlive: true, maxSockets: concurrency }));
  const totals = urls.map(() => ({ bytes: 0, seconds: 0, requests: 0 }));
  const slots = Math.floor(SIZE / rangeBytes);
  const batch = Math.max(concurrency, Math.floor(requests / 40));
  let position = 0;
  for (let done = 0; done < requests; done += batch) {
    for (const [i, url] of urls.entries()) {
      const agent = agents[i] as Agent;
      const total = totals[i] as (typeof totals)[number];
      const positions = Array.from(
        { length: batch },
        (_, k) => (((position + k) * 7919) % slots) * rangeBytes,
      );
      let next = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < positions.length) {
            const at = positions[next++] as number;
            const got = await rangeGet(agent, url, at, at + rangeBytes - 1);
            if (got !== rangeBytes)
              throw new Error(`${url}: got ${got} bytes for a ${rangeBytes}-byte range`);
            total.bytes += got;
            total.requests++;
          }
        }),
      );
      total.seconds += seconds(start);
    }
    position += batch;
  }
  for (const agent of agents) agent.destroy();
  return totals.map((t) => ({
    mibPerSecond: t.bytes / MiB / t.seconds,
    requestsPerSecond: t.requests / t.seconds,
  }));
}

function tusUpload(
  url: string,
  token: string,
  anonKey: string,
  path: string,
  name: string,
  chunkSize?: number,
) {
  return new Promise<void>((resolve, reject) => {
    new tus.Upload(createReadStream(path), {
      endpoint: `${url}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${token}`, apikey: anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: 'audio', objectName: name, contentType: 'audio/wav', cacheControl: '3600' },
      uploadSize: SIZE,
      ...(chunkSize && { chunkSize }),
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
}

/**
 * The upload client for the stack and for nginx alike: one request whose body is the file,
 * read in 1 MiB chunks. Resolves with the response status once the server has answered.
 */
function sendFile(url: string, method: string, path: string, headers: Record<string, string | number>) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'content-length': SIZE } }, (res) =>
      res.resume().on('end', () => resolve(res.statusCode ?? 0)),
    );
    req.on('error', reject);
    createReadStream(path, { highWaterMark: MiB }).on('error', reject).pipe(req);
  });
}

/** Creates a tus upload (POST) and PATCHes the whole file in one request, timing the PATCH. */
async function tusPatch(url: string, token: string, anonKey: string, path: string, name: string) {
  const metadata = { bucketName: 'audio', objectName: name, contentType: 'audio/wav' };
  const created = await fetch(`${url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      apikey: anonKey,
      'tus-resumable': '1.0.0',
      'upload-length': String(SIZE),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location)
    throw new Error(`tus POST: ${created.status} ${await created.text()}`);
  const start = process.hrtime.bigint();
  const status = await sendFile(new URL(location, url).href, 'PATCH', path, {
    authorization: `Bearer ${token}`,
    apikey: anonKey,
    'tus-resumable': '1.0.0',
    'upload-offset': 0,
    'content-type': 'application/offset+octet-stream',
  });
  if (status !== 204) throw new Error(`tus PATCH: ${status}`);
  return seconds(start);
}

/** Starts one of reference/*.mjs with its arguments; resolves once it prints "ready". */
async function referenceServer(script: string, ...args: string[]) {
  const port = await freeRestartablePort();
  const proc = spawn(process.execPath, [join(referenceDir, script), String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.unshift(() => proc.kill('SIGTERM'));
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.once('data', () => resolve());
    proc.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}/`;
}

/**
 * The ceiling of any upload here: the same client into a server that reads the body and keeps
 * nothing. A server that stores the bytes can only be slower over this loopback.
 */
const discardingServer = () => referenceServer('discarding-server.mjs');

/** A bare Node Range server for the same file: what Node itself reaches without sendfile. */
const bareNodeRangeServer = (file: string) => referenceServer('range-server.mjs', file);

async function peakRss(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'hifi-bench-storage-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const source = join(dir, 'source.wav');
  console.log(`[bench:storage] writing a ${SIZE / MiB} MiB WAV …`);
  await writeWav(source);

  const jwtSecret = randomBytes(32).toString('base64url');
  const keys = await deriveKeys(jwtSecret);
  const token = await signJwt(
    jwtSecret,
    { sub: randomUUID(), role: 'authenticated' },
    Math.floor(Date.now() / 1000) + 3600,
  );
  const port = await freeRestartablePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = join(dir, 'data');
  const stack = await startStack(dataDir, port, jwtSecret);
  const audioDir = join(dataDir, 'storage', 'audio');
  const putDir = join(dir, 'nginx-put');
  const nginxPort = await freeRestartablePort();
  await startNginx(dir, audioDir, putDir, nginxPort);

  // Each writer returns its seconds and removes what it wrote, but for the stack's last object,
  // which the Range reads below use.
  let name = '';
  const timed = async (write: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await write();
    return seconds(start);
  };
  const discard = await discardingServer();
  const best: Record<string, number> = {};
  /** The stack's collections during the fastest PATCH. */
  const patchGcs = { scavenges: 0, markCompacts: 0 };
  const writers: Record<string, () => Promise<number>> = {
    discard: () => timed(() => sendFile(discard, 'PUT', source, {})),
    cp: async () => {
      const copy = join(dir, 'copy.wav');
      const took = await timed(async () => execFileSync('cp', [source, copy]));
      await unlink(copy);
      return took;
    },
    // The disk's own durable write of the file: what any upload that fsyncs before its commit
    // (the stack's does, nginx's PUT does not) is bounded by.
    cpSync: async () => {
      const copy = join(dir, 'copy-synced.wav');
      const took = await timed(async () =>
        execFileSync('sh', ['-c', 'cp "$1" "$2" && sync "$2"', 'sh', source, copy]),
      );
      await unlink(copy);
      return took;
    },
    nginx: async () => {
      let status = 0;
      const took = await timed(async () => {
        status = await sendFile(`http://127.0.0.1:${nginxPort}/upload/put.wav`, 'PUT', source, {});
      });
      if (status !== 201 && status !== 204) throw new Error(`nginx PUT: ${status}`);
      await unlink(join(putDir, 'put.wav'));
      return took;
    },
    patch: async () => {
      if (name) await unlink(join(audioDir, name));
      name = `${randomUUID()}.wav`;
      const before = { ...stackGcs };
      const took = await tusPatch(url, token, keys.anonKey, source, name);
      if (took < (best.patch ?? Number.POSITIVE_INFINITY)) {
        patchGcs.scavenges = stackGcs.scavenges - before.scavenges;
        patchGcs.markCompacts = stackGcs.markCompacts - before.markCompacts;
      }
      return took;
    },
    tusClient: async () => {
      const object = `${randomUUID()}.wav`;
      const took = await timed(() => tusUpload(url, token, keys.anonKey, source, object));
      await unlink(join(audioDir, object));
      return took;
    },
    tusChunks: async () => {
      const object = `${randomUUID()}.wav`;
      const took = await timed(() => tusUpload(url, token, keys.anonKey, source, object, 6 * MiB));
      await unlink(join(audioDir, object));
      return took;
    },
  };
  for (let round = 0; round < 3; round++) {
    for (const [writer, write] of Object.entries(writers)) {
      execFileSync('sync');
      best[writer] = Math.min(best[writer] ?? Number.POSITIVE_INFINITY, await write());
    }
  }

  // The stored object must be the source, byte for byte, before its reads are worth timing.
  const stored = join(audioDir, name);
  const digest = async (path: string) => {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path, { highWaterMark: 4 * MiB }))
      hash.update(chunk as Buffer);
    return hash.digest('hex');
  };
  if ((await digest(stored)) !== (await digest(source)))
    throw new Error('stored object differs from the source');
  await unlink(source);

  const ours = `${url}/storage/v1/object/public/audio/${name}`;
  const theirs = `http://127.0.0.1:${nginxPort}/${name}`;
  const bare = await bareNodeRangeServer(stored);
  const cases = [
    { label: 'prefetch ranges (512 KiB, 4 connections)', bytes: 512 * 1024, requests: 8000, concurrency: 4 },
    { label: 'streaming ranges (8 MiB, 4 connections)', bytes: 8 * MiB, requests: 320, concurrency: 4 },
  ];
  const rows: string[] = [];
  const ratios: number[] = [];
  for (const c of cases) {
    await interleavedRanges([theirs, ours, bare], c.bytes, 3 * c.concurrency, c.concurrency); // warm up
    const [reference, measured, node] = (await interleavedRanges(
      [theirs, ours, bare],
      c.bytes,
      c.requests,
      c.concurrency,
    )) as [Throughput, Throughput, Throughput];
    const ratio = measured.mibPerSecond / reference.mibPerSecond;
    ratios.push(ratio);
    rows.push(
      `  ${c.label}: stack ${measured.mibPerSecond.toFixed(0)} MiB/s (${measured.requestsPerSecond.toFixed(0)} req/s), ` +
        `nginx ${reference.mibPerSecond.toFixed(0)} MiB/s (${reference.requestsPerSecond.toFixed(0)} req/s), ratio ${(ratio * 100).toFixed(0)} %; ` +
        `bare Node ${node.mibPerSecond.toFixed(0)} MiB/s, stack/bare Node ${((measured.mibPerSecond / node.mibPerSecond) * 100).toFixed(0)} %`,
    );
  }
  const rss = await peakRss(stack.pid as number);

  const mib = SIZE / MiB;
  const cp = best.cp as number;
  const nginx = best.nginx as number;
  const uploadRatio = cp / (best.patch as number);
  const nginxRatio = nginx / (best.patch as number);
  const speed = (took: number) => `${(mib / took).toFixed(0).padStart(5)} MiB/s (${took.toFixed(2)} s)`;
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
  console.log(
    `[bench:storage] ${SIZE / MiB} MiB file, loopback, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; best of 3 rounds, writers taking turns, sync before each`,
  );
  console.log(`  upload (goals: tus PATCH >= 70 % of nginx PUT; >= 70 % of cp):`);
  console.log(`    cp:                                 ${speed(cp)}`);
  console.log(
    `    the client into a discarding server: ${speed(best.discard as number)}, ${percent(cp / (best.discard as number))} of cp`,
  );
  console.log(
    `    cp, then fsync (the disk, durably): ${speed(best.cpSync as number)}, ${percent(nginx / (best.cpSync as number))} of nginx`,
  );
  console.log(`    nginx PUT (C, body to disk):        ${speed(nginx)}, ${percent(cp / nginx)} of cp`);
  console.log(
    `    tus PATCH, the same client:         ${speed(best.patch as number)}, ${percent(uploadRatio)} of cp, ${percent(nginxRatio)} of nginx`,
  );
  console.log(
    `      the stack (node ${stackFlags.join(' ')}) collected ${patchGcs.markCompacts} times in full (mark-compact) and ${patchGcs.scavenges} times young (scavenge) during it`,
  );
  for (const [writer, label] of [
    ['tusClient', 'tus-js-client, one PATCH:          '],
    ['tusChunks', 'tus-js-client, 6 MiB PATCHes:      '],
  ] as const) {
    const took = best[writer] as number;
    console.log(
      `    ${label} ${speed(took)}, ${percent(cp / took)} of cp, ${percent(nginx / took)} of nginx`,
    );
  }
  console.log(`  range reads (goal >= 80 % of nginx):\n${rows.join('\n')}`);
  console.log(`  peak stack RSS: ${(rss / 1e6).toFixed(0)} MB  (goal < 250 MB)`);
  // What the fastest receiver took, even one that stores nothing: no upload here can beat it.
  const ceiling = cp / Math.min(best.discard as number, nginx);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  // The PATCH's answer waits for the fsync before its row commits; nginx's PUT syncs nothing.
  const durableCeiling = nginx / (best.cpSync as number);
  console.log(
    `  goals: tus PATCH vs nginx PUT ${verdict(nginxRatio >= 0.7)} (${percent(nginxRatio)}${durableCeiling < 0.7 ? `; out of reach here for a durable upload: the disk itself took the file durably at ${percent(durableCeiling)} of nginx's PUT` : ''}), upload vs cp ${verdict(uploadRatio >= 0.7)}${ceiling < 0.7 ? ` (out of reach here: no server, not even one that discards the body, took it faster than ${percent(ceiling)} of cp)` : ''}, range reads ${verdict(ratios.every((r) => r >= 0.8))}, peak RSS ${verdict(rss < 250e6)}`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) await cleanup();
}
