import { randomUUID } from 'node:crypto';
import { mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { filesUnder, makeWav, userToken } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';
import { BOOT_ID, CHECKPOINT_BYTES } from './tus-file-store.ts';

/** tus-js-client as the upload page configures it (Supabase's resumable endpoint). */
function upload(
  stack: RunningStack,
  token: string,
  bytes: Buffer,
  objectName: string,
  extra: Partial<tus.UploadOptions> = {},
) {
  return new Promise<tus.Upload>((resolve, reject) => {
    const u: tus.Upload = new tus.Upload(bytes, {
      endpoint: `${stack.url}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${token}`, apikey: stack.keys.anonKey, 'x-upsert': 'false' },
      metadata: { bucketName: 'audio', objectName, contentType: 'audio/wav', cacheControl: '3600' },
      chunkSize: 256 * 1024,
      retryDelays: [],
      removeFingerprintOnSuccess: true,
      onError: reject,
      onSuccess: () => resolve(u),
      ...extra,
    });
    u.start();
  });
}

const base64 = (value: string) => Buffer.from(value).toString('base64');
const meta = (name: string) =>
  `bucketName ${base64('audio')},objectName ${base64(name)},contentType ${base64('audio/wav')}`;

describe.each(serviceDatabases)('tus resumable uploads on %s', (kind) => {
  let stack: RunningStack;
  let dataDir: string;
  let alice: { sub: string; token: string };
  let bob: { sub: string; token: string };
  const tusHeaders = (token: string, more: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    authorization: `Bearer ${token}`,
    apikey: stack.keys.anonKey,
    ...more,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hifi-tus-test-'));
    stack = await startTestStack(kind, { dataDir });
    alice = await userToken(stack);
    bob = await userToken(stack);
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const uploadsLeft = async () =>
    (await filesUnder(join(dataDir, 'storage'))).filter((f) => f.startsWith('.'));

  it('uploads in chunks, stores the WAV, and serves the identical bytes', async () => {
    const wav = makeWav(1024 * 1024 + 333);
    const name = `${randomUUID()}.wav`;
    const done = await upload(stack, alice.token, wav, name);
    expect(done.url).toMatch(new RegExp(`^${stack.url}/storage/v1/upload/resumable/[0-9a-f]+$`));
    const res = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
    const { rows } = await stack.db.query<{ owner_id: string; metadata: { mimetype: string } }>(
      'select owner_id, metadata from storage.objects where name = $1',
      [name],
    );
    expect(rows[0]?.owner_id).toBe(alice.sub);
    expect(rows[0]?.metadata.mimetype).toBe('audio/wav');
    expect(await uploadsLeft()).toEqual([]);

    // Without x-upsert the name is taken; the owner may replace it with x-upsert: true.
    await expect(upload(stack, alice.token, makeWav(100), name)).rejects.toThrow(/409/);
    await upload(stack, alice.token, makeWav(100), name, {
      headers: { authorization: `Bearer ${alice.token}`, apikey: stack.keys.anonKey, 'x-upsert': 'true' },
    });
    const replaced = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`, { method: 'HEAD' });
    expect(replaced.headers.get('content-length')).toBe('144');
    // Another user may not, upsert or not.
    await expect(
      upload(stack, bob.token, makeWav(100), name, {
        headers: { authorization: `Bearer ${bob.token}`, apikey: stack.keys.anonKey, 'x-upsert': 'true' },
      }),
    ).rejects.toThrow(/403/);
  });

  it('takes a whole file in the creation request (creation-with-upload)', async () => {
    const wav = makeWav(5000);
    const name = `${randomUUID()}.wav`;
    const res = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(alice.token, {
        'upload-length': String(wav.length),
        'upload-metadata': meta(name),
        'content-type': 'application/offset+octet-stream',
      }),
      body: wav,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('upload-offset')).toBe(String(wav.length));
    const stored = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(wav)).toBe(true);
  });

  /** Creates an upload as alice; its location. */
  async function createUpload(length: number, name: string) {
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(alice.token, { 'upload-length': String(length), 'upload-metadata': meta(name) }),
    });
    return created.headers.get('location') as string;
  }
  /** The offset HEAD reports for an upload. */
  const offsetOf = async (location: string) =>
    Number(
      (await fetch(location, { method: 'HEAD', headers: tusHeaders(alice.token) })).headers.get(
        'upload-offset',
      ),
    );

  it('resumes from the stored offset after the client cuts its connection mid-PATCH', async () => {
    const wav = makeWav(4 * 1024 * 1024);
    const name = `${randomUUID()}.wav`;
    const location = await createUpload(wav.length, name);
    const offset = () => offsetOf(location);

    // Send the first 1.5 MiB of a PATCH that announces the whole file, then drop the connection.
    const cut = request(location, {
      method: 'PATCH',
      headers: tusHeaders(alice.token, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(wav.length),
      }),
    });
    cut.on('error', () => {});
    // Once the socket has taken the bytes they are on the server's side of the loopback.
    await new Promise((resolve) => cut.write(wav.subarray(0, 1536 * 1024), resolve));
    cut.destroy();
    // Wait until the server has written what it had received before the cut.
    let stored = -1;
    for (let seen = await offset(); seen !== stored; seen = await offset()) {
      stored = seen;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(stored).toBeGreaterThanOrEqual(1024 * 1024);
    expect(stored).toBeLessThan(wav.length);

    // The client picks the upload up again from its URL; the server says where to continue.
    let resumedAt = -1;
    await upload(stack, alice.token, wav, name, {
      uploadUrl: location,
      onAfterResponse(req, res) {
        if (req.getMethod() === 'HEAD') resumedAt = Number(res.getHeader('Upload-Offset'));
      },
    });
    expect(resumedAt).toBe(stored);
    const res = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('takes 6 MiB PATCHes (as the upload page sends them) across several background flushes', async () => {
    // Each PATCH after a flush started meets that flush recording its offset: the record it reads
    // must be whole (a torn one read as "after a reboot" cut the file back: 409 on the next PATCH).
    const wav = makeWav(2 * CHECKPOINT_BYTES + 5 * 1024 * 1024);
    const name = `${randomUUID()}.wav`;
    await upload(stack, alice.token, wav, name, { chunkSize: 6 * 1024 * 1024 });
    const res = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('after a reboot reports only the offset recorded as flushed, and completes from there', async () => {
    const wav = makeWav(CHECKPOINT_BYTES + 8 * 1024 * 1024);
    const name = `${randomUUID()}.wav`;
    const location = await createUpload(wav.length, name);
    const id = location.slice(location.lastIndexOf('/') + 1);
    const file = join(dataDir, 'storage', '.uploads', id);
    const record = async () =>
      JSON.parse(await readFile(`${file}.synced`, 'utf8')) as { boot: string; offset: number };
    const head = () => offsetOf(location);
    const patch = (from: number, to: number) =>
      fetch(location, {
        method: 'PATCH',
        headers: tusHeaders(alice.token, {
          'upload-offset': String(from),
          'content-type': 'application/offset+octet-stream',
        }),
        body: wav.subarray(from, to),
      });
    // Created: nothing on disk yet, and recorded so in this boot.
    expect(await record()).toEqual({ boot: BOOT_ID, offset: 0 });

    // A PATCH past CHECKPOINT_BYTES is answered at once; its bytes are flushed and recorded behind it.
    const sent = wav.length - 1024 * 1024;
    expect((await patch(0, sent)).headers.get('upload-offset')).toBe(String(sent));
    await expect
      .poll(async () => (await record()).offset, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(CHECKPOINT_BYTES - 4 * 1024 * 1024);
    // While this kernel runs, the page cache holds every byte written: HEAD reports them all.
    expect(await head()).toBe(sent);

    // A power loss: the record from the previous boot says what reached the disk; the pages
    // after it were lost (here: garbage where they were).
    const flushed = 10 * 1024 * 1024;
    await writeFile(`${file}.synced`, JSON.stringify({ boot: 'a-previous-boot', offset: flushed }));
    const handle = await open(file, 'r+');
    await handle.write(Buffer.alloc(1024 * 1024, 0xee), 0, 1024 * 1024, flushed + 4096);
    await handle.close();
    expect(await head()).toBe(flushed);
    expect((await stat(file)).size).toBe(flushed);
    expect(await record()).toEqual({ boot: BOOT_ID, offset: flushed });

    // The client continues from there and the object is the file, byte for byte.
    expect((await patch(flushed, wav.length)).status).toBe(204);
    const res = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav)).toBe(true);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses an Upload-Length above 50 GiB with 413 before storing a byte', async () => {
    const res = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(alice.token, {
        'upload-length': '53687091201',
        'upload-metadata': meta(`${randomUUID()}.wav`),
      }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The object exceeded the maximum allowed size of 53687091200 bytes (50 GiB)',
    );
    expect(await uploadsLeft()).toEqual([]);
  });

  it('checks Authorization on every request and lets only the creator touch an upload', async () => {
    const name = `${randomUUID()}.wav`;
    const anon = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': meta(name) },
    });
    // Neither the project's apikey nor a token: no JWT for Storage to read.
    expect(anon.status).toBe(400);
    const visitor = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(stack.keys.anonKey, { 'upload-length': '100', 'upload-metadata': meta(name) }),
    });
    expect(visitor.status).toBe(403);
    const badName = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(alice.token, { 'upload-length': '100', 'upload-metadata': meta('../../x.wav') }),
    });
    expect(badName.status).toBe(400);

    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(alice.token, { 'upload-length': '100', 'upload-metadata': meta(name) }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(location.startsWith(`${stack.url}/storage/v1/upload/resumable/`)).toBe(true);
    // Expiration extension: an unfinished upload is kept for a day.
    const expires = Date.parse(created.headers.get('upload-expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    const patch = (token: string) =>
      fetch(location, {
        method: 'PATCH',
        headers: tusHeaders(token, {
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        }),
        body: Buffer.alloc(10),
      });
    expect((await patch(bob.token)).status).toBe(403);
    expect((await fetch(location, { method: 'HEAD', headers: tusHeaders(bob.token) })).status).toBe(403);
    const keyOnly = { 'tus-resumable': '1.0.0', apikey: stack.keys.anonKey };
    expect((await fetch(location, { method: 'HEAD', headers: keyOnly })).status).toBe(403);
    // No JWT at all: Storage's 400 "Invalid Compact JWS".
    expect((await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(
      400,
    );
    const head = await fetch(location, { method: 'HEAD', headers: tusHeaders(alice.token) });
    expect(head.headers.get('upload-offset')).toBe('0');

    // Termination: the creator cancels; the partial upload is gone.
    expect((await fetch(location, { method: 'DELETE', headers: tusHeaders(bob.token) })).status).toBe(403);
    expect((await fetch(location, { method: 'DELETE', headers: tusHeaders(alice.token) })).status).toBe(204);
    expect((await fetch(location, { method: 'HEAD', headers: tusHeaders(alice.token) })).status).toBe(404);
    expect(await uploadsLeft()).toEqual([]);
  });
});
