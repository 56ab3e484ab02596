import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, serviceDatabases } from '../../test/stack-harness.ts';
import { makeWav } from '../../test/storage-fixtures.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { freePort } from '../http/free-port.ts';
import { deriveKeys, type Keys } from '../keys/jwt.ts';

/**
 * An upload is on disk before it is reported complete. The stack runs as `pnpm start`
 * runs it, under strace, which records every fsync and rename it makes (with the path of each
 * descriptor); after each upload's answer the record must show the file fsynced before it was
 * renamed into place and its folder fsynced after — for a plain upload and for a finished tus
 * upload. A tus PATCH is not held for the disk; what a reboot may cost it is bounded by the
 * upload's flushed-offset record (tus-file-store.ts), fsynced when the upload is created.
 * The same record shows which thread wrote a PATCH's bytes: the thread pool, never the event loop.
 */
const backendDir = new URL('../../', import.meta.url).pathname;
const RENAME = /rename(?:at2?)?\((?:AT_FDCWD[^,]*, )?"([^"]+)", (?:AT_FDCWD[^,]*, )?"([^"]+)"/;
const FSYNC = /f(?:data)?sync\(\d+<([^>]+)>/;
/** A write to a file (not a socket or pipe) and the thread that made it: strace -f starts a line with it. */
const FILE_WRITE = /^(\d+) +p?writev?(?:64)?\(\d+<(\/[^>]+)>/;

interface Traced {
  child: ChildProcess;
  url: string;
  keys: Keys;
  dataDir: string;
  /** the syscalls so far, in order: ['fsync', path] or ['rename', from, to] */
  calls(): Promise<string[][]>;
  /** the writes to files so far: the path and whether the stack's main (event loop) thread made it */
  writes(): Promise<{ path: string; onEventLoop: boolean }[]>;
  close(): Promise<void>;
}

async function startTraced(kind: DatabaseKind): Promise<Traced> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hifi-durable-'));
  const log = join(dataDir, 'strace.log');
  const database =
    kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL as string) : undefined;
  const port = await freePort();
  const secret = `durable-test-secret-${randomUUID()}`;
  const child = spawn(
    'strace',
    [
      '-f',
      '-qq',
      '-y',
      '--seccomp-bpf',
      '-e',
      'trace=fsync,fdatasync,rename,renameat,renameat2,write,writev,pwrite64,pwritev,pwritev2',
      '-o',
      log,
    ].concat([process.execPath, '--import', 'tsx', 'src/main.ts']),
    {
      cwd: backendDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'data'),
        DATABASE_URL: database?.url ?? '',
        JWT_SECRET: secret,
        SEED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[stack] site and API')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`the stack exited: ${output.slice(-2000)}`)));
  });
  // strace's child is the stack; its main thread's id is its process id.
  const stackPid = Number(
    execFileSync('pgrep', ['-P', String(child.pid)])
      .toString()
      .trim()
      .split('\n')[0],
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    keys: await deriveKeys(secret),
    dataDir: join(dataDir, 'data'),
    async calls() {
      const calls: string[][] = [];
      for (const line of (await readFile(log, 'utf8')).split('\n')) {
        // A call strace shows in two halves (another thread ran between; its result on the
        // "resumed" line) counts by its first half, which has the arguments.
        const rename = RENAME.exec(line);
        if (rename && !/ = -1 /.test(line)) calls.push(['rename', rename[1] ?? '', rename[2] ?? '']);
        const fsync = FSYNC.exec(line);
        if (fsync && !/ = -1 /.test(line)) calls.push(['fsync', fsync[1] ?? '']);
      }
      return calls;
    },
    async writes() {
      const writes: { path: string; onEventLoop: boolean }[] = [];
      for (const line of (await readFile(log, 'utf8')).split('\n')) {
        const write = FILE_WRITE.exec(line);
        if (write) writes.push({ path: write[2] ?? '', onEventLoop: Number(write[1]) === stackPid });
      }
      return writes;
    },
    async close() {
      // strace passes no signal on to the stack it traces: stop the stack, and strace follows.
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(stackPid, 'SIGTERM');
      await exited;
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The object's file was fsynced, renamed into place, then its folder fsynced. */
function expectDurable(calls: string[][], objectPath: string) {
  const at = calls.findIndex(([kind, , to]) => kind === 'rename' && to === objectPath);
  expect(at, `a rename onto ${objectPath}`).toBeGreaterThan(0);
  const from = calls[at]?.[1] as string;
  const before = calls.slice(0, at);
  expect(
    before.some(([kind, path]) => kind === 'fsync' && path === from),
    `fsync of ${from}`,
  ).toBe(true);
  const folder = objectPath.slice(0, objectPath.lastIndexOf('/'));
  const after = calls.slice(at + 1);
  expect(
    after.some(([kind, path]) => kind === 'fsync' && path === folder),
    `fsync of ${folder}`,
  ).toBe(true);
}

describe.each(serviceDatabases)('durable uploads on %s', (kind) => {
  let stack: Traced;
  const headers = () => ({
    authorization: `Bearer ${stack.keys.serviceRoleKey}`,
    apikey: stack.keys.anonKey,
  });

  const b64 = (v: string) => Buffer.from(v).toString('base64');
  /** A tus upload of `length` bytes into the audio bucket, and the file the stack keeps it in. */
  const createUpload = async (name: string, length: number) => {
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        ...headers(),
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': `bucketName ${b64('audio')},objectName ${b64(name)},contentType ${b64('audio/wav')}`,
      },
    });
    const location = created.headers.get('location') as string;
    const uploadFile = join(
      stack.dataDir,
      'storage',
      '.uploads',
      location.slice(location.lastIndexOf('/') + 1),
    );
    return { created, location, uploadFile };
  };
  const patchUpload = (location: string, offset: number, body: Buffer) =>
    fetch(location, {
      method: 'PATCH',
      headers: {
        ...headers(),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    });

  beforeAll(async () => {
    stack = await startTraced(kind);
  }, 120_000);
  afterAll(() => stack?.close());

  it('fsyncs a plain upload and its folder before answering', async () => {
    const name = `${randomUUID()}.wav`;
    const res = await fetch(`${stack.url}/storage/v1/object/audio/${name}`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'audio/wav' },
      body: makeWav(64_000),
    });
    expect(res.status).toBe(200);
    expectDurable(await stack.calls(), join(stack.dataDir, 'storage', 'audio', name));
  });

  it("fsyncs a tus upload's offset record at creation, and the finished object before the last answer", async () => {
    const name = `${randomUUID()}.wav`;
    const wav = makeWav(200_000);
    const { created, location, uploadFile } = await createUpload(name, wav.length);
    expect(created.status).toBe(201);
    const patch = (from: number, to: number) => patchUpload(location, from, wav.subarray(from, to));
    const first = await patch(0, 100_000);
    expect(first.headers.get('upload-offset')).toBe('100000');
    // Before the Location was answered: "nothing is on disk yet" is on disk (written aside,
    // fsynced, renamed into place), and so is its folder entry.
    const calls = await stack.calls();
    const renamed = calls.findIndex(
      ([kind, from, to]) =>
        kind === 'rename' && from === `${uploadFile}.synced.new` && to === `${uploadFile}.synced`,
    );
    expect(renamed).toBeGreaterThan(0);
    expect(calls.slice(0, renamed)).toContainEqual(['fsync', `${uploadFile}.synced.new`]);
    expect(calls.slice(renamed)).toContainEqual(['fsync', join(stack.dataDir, 'storage', '.uploads')]);

    const last = await patch(100_000, wav.length);
    expect(last.status).toBe(204);
    expectDurable(await stack.calls(), join(stack.dataDir, 'storage', 'audio', name));
  });

  it("writes a tus PATCH's bytes on the thread pool, never on the event loop", async () => {
    const wav = makeWav(24 * 1024 * 1024);
    const { location, uploadFile } = await createUpload(`${randomUUID()}.wav`, wav.length);
    // All but the last byte: the upload stays in its folder, its file written and not yet moved.
    const res = await patchUpload(location, 0, wav.subarray(0, wav.length - 1));
    expect(res.status).toBe(204);
    const writes = (await stack.writes()).filter((write) => write.path === uploadFile);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((write) => write.onEventLoop)).toEqual([]);
  });
});
