/**
 * The resumable path end to end: a 1 GiB WAV sent by tus-js-client (the protocol client the
 * upload page's Uppy tus plugin wraps) to the stack running as a separate process, which is
 * SIGKILLed twice mid-upload and restarted. The upload must resume from the stored offset and
 * the stored object must hash the same as the source.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filesUnder } from '../../test/storage-fixtures.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { freeRestartablePort } from '../http/free-port.ts';
import { deriveKeys, signJwt } from '../keys/jwt.ts';
import { wavHeader } from '../seed/generate-audio.ts';

const SIZE = 1024 * 1024 * 1024;
const backendDir = new URL('../..', import.meta.url).pathname;
const jwtSecret = randomBytes(32).toString('base64url');

let dir: string;
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let child: ChildProcess | undefined;
let port: number;

async function startServer() {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/storage/test-server.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      JWT_SECRET: jwtSecret,
      DATABASE_URL: database?.url ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  // Ready when this very process says it listens with its mounts in place.
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`listening on ${port}`)) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`stack exited with ${code} before listening`)));
  });
}

/** Kills the server the hard way and starts it again on the same port and data. */
async function killAndRestart() {
  const proc = child as ChildProcess;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
  await startServer();
}

/** A valid PCM WAV of SIZE bytes: a random 1 MiB block repeated, each copy stamped with its index. */
async function writeSource(path: string) {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  const write = (chunk: Buffer) => {
    hash.update(chunk);
    return out.write(chunk)
      ? Promise.resolve()
      : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  const header = wavHeader(SIZE - 44);
  await write(header);
  const block = randomBytes(1024 * 1024);
  let written = header.length;
  for (let i = 0; written < SIZE; i++) {
    const copy = Buffer.from(block.subarray(0, Math.min(block.length, SIZE - written)));
    copy.writeUInt32LE(i, 0);
    await write(copy);
    written += copy.length;
  }
  await new Promise((resolve) => out.end(resolve));
  return hash.digest('hex');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hifi-tus-resume-'));
  if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL);
  port = await freeRestartablePort();
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
  await database?.drop();
});

it('resumes a 1 GiB tus upload across two server kills and stores it byte-identical', {
  timeout: 300_000,
}, async () => {
  const source = join(dir, 'source.wav');
  const [sha256] = await Promise.all([writeSource(source), startServer()]);
  const keys = await deriveKeys(jwtSecret);
  const token = await signJwt(
    jwtSecret,
    { sub: randomUUID(), role: 'authenticated' },
    Math.floor(Date.now() / 1000) + 3600,
  );
  const name = `${randomUUID()}.wav`;

  let kills = 0;
  let restarting: Promise<void> | undefined;
  const resumedAt: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(createReadStream(source), {
      endpoint: `http://127.0.0.1:${port}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${token}`, apikey: keys.anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: 'audio', objectName: name, contentType: 'audio/wav', cacheControl: '3600' },
      uploadSize: SIZE,
      // Large chunks keep the test quick; the kills land inside a PATCH either way.
      chunkSize: 128 * 1024 * 1024,
      retryDelays: Array.from({ length: 120 }, () => 250),
      onProgress(sent) {
        if (restarting) return;
        if ((kills === 0 && sent > SIZE * 0.3) || (kills === 1 && sent > SIZE * 0.65)) {
          kills++;
          restarting = killAndRestart().then(() => {
            restarting = undefined;
          }, reject);
        }
      },
      onAfterResponse(req, res) {
        // After each restart the client asks the server (HEAD) where to continue.
        // (A HEAD that lands while the restarted stack is still mounting its parts gets a 503.)
        if (req.getMethod() === 'HEAD' && res.getStatus() === 200) {
          resumedAt.push(Number(res.getHeader('Upload-Offset')));
        }
      },
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
  expect(kills).toBe(2);
  // Each resume continued from what the killed server had stored, not from zero.
  expect(resumedAt.length).toBeGreaterThanOrEqual(2);
  expect(resumedAt[0]).toBeGreaterThan(SIZE * 0.2);
  expect(resumedAt.at(-1)).toBeGreaterThan(SIZE * 0.5);

  const res = await fetch(`http://127.0.0.1:${port}/storage/v1/object/public/audio/${name}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-length')).toBe(String(SIZE));
  const hash = createHash('sha256');
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  expect(hash.digest('hex')).toBe(sha256);
  // No partial upload, staging file or second copy left in the store.
  expect(await filesUnder(join(dir, 'data', 'storage'))).toEqual([`audio/${name}`]);
});
