import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { filesUnder, makeWav, storageClient, userToken } from '../../test/storage-fixtures.ts';
import { signJwt } from '../keys/jwt.ts';
import type { RunningStack } from '../stack.ts';

describe.each(serviceDatabases)('/storage/v1 through supabase-js on %s', (kind) => {
  let stack: RunningStack;
  let dataDir: string;
  let alice: { sub: string; token: string };
  let bob: { sub: string; token: string };
  const wav = makeWav(2 * 1024 * 1024);
  const name = `${randomUUID()}.wav`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hifi-storage-test-'));
    stack = await startTestStack(kind, { dataDir });
    alice = await userToken(stack);
    bob = await userToken(stack);
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const objectRows = async () =>
    (
      await stack.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'audio' order by name`,
      )
    ).rows.map((r) => r.name);
  const storedFiles = () => filesUnder(join(dataDir, 'storage'));

  it('lets a signed-in user upload a WAV and records it on storage.objects as theirs', async () => {
    const { data, error } = await storageClient(stack, alice.token)
      .storage.from('audio')
      .upload(name, wav, { contentType: 'audio/wav', cacheControl: '3600' });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`audio/${name}`);
    const { rows } = await stack.db.query<{ owner_id: string; metadata: Record<string, unknown> }>(
      `select owner_id, metadata from storage.objects where bucket_id = 'audio' and name = $1`,
      [name],
    );
    expect(rows[0]?.owner_id).toBe(alice.sub);
    expect(rows[0]?.metadata).toMatchObject({
      size: wav.length,
      contentLength: wav.length,
      mimetype: 'audio/wav',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
  });

  it('serves the public URL with Range: bytes 0-524287 as a 206 with exactly those bytes', async () => {
    const { data } = storageClient(stack).storage.from('audio').getPublicUrl(name);
    expect(data.publicUrl).toBe(`${stack.url}/storage/v1/object/public/audio/${name}`);
    const res = await fetch(data.publicUrl, { headers: { Range: 'bytes=0-524287' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-524287/${wav.length}`);
    expect(res.headers.get('content-length')).toBe('524288');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav.subarray(0, 524288))).toBe(true);

    const tail = await fetch(data.publicUrl, { headers: { Range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 100))).toBe(true);

    const whole = await fetch(data.publicUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);

    const head = await fetch(data.publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(wav.length));

    for (const range of [`bytes=${wav.length}-`, 'bytes=500-100', 'bytes=abc', 'pages=0-1']) {
      const bad = await fetch(data.publicUrl, { headers: { Range: range } });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get('content-range')).toBe(`bytes */${wav.length}`);
      await bad.arrayBuffer();
    }
  });

  it('signs URLs that read the object until they expire, and only that object', async () => {
    const own = storageClient(stack, alice.token).storage.from('audio');
    const { data, error } = await own.createSignedUrl(name, 60);
    expect(error).toBeNull();
    const signed = new URL(data?.signedUrl as string);
    expect(signed.pathname).toBe(`/storage/v1/object/sign/audio/${name}`);
    const res = await fetch(signed, { headers: { Range: 'bytes=0-524287' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(wav.subarray(0, 524288))).toBe(true);

    const expired = await signJwt(
      stack.keys.jwtSecret,
      { url: `audio/${name}` },
      Math.floor(Date.now() / 1000) - 10,
    );
    const late = await fetch(`${stack.url}/storage/v1/object/sign/audio/${name}?token=${expired}`);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe('jwt expired');

    const other = `${randomUUID()}.wav`;
    const elsewhere = await fetch(`${stack.url}/storage/v1/object/sign/audio/${other}${signed.search}`);
    expect(elsewhere.status).toBe(400);
    await elsewhere.arrayBuffer();

    const missing = await own.createSignedUrl(other, 60);
    expect(missing.error?.message).toBe('Object not found');
  });

  it('lists an object to its uploader, and to no one else while no track they may read names it', async () => {
    for (const [token, seen] of [
      [alice.token, true],
      [bob.token, false],
      [undefined, false],
    ] as const) {
      const { data, error } = await storageClient(stack, token).storage.from('audio').list();
      expect(error).toBeNull();
      expect(data?.map((o) => o.name).includes(name)).toBe(seen);
    }
  });

  it('refuses writes by visitors and by users who do not own the object', async () => {
    const anon = await storageClient(stack).storage.from('audio').upload(`${randomUUID()}.wav`, wav);
    expect(anon.error).toMatchObject({ status: 403 });

    const overwrite = await storageClient(stack, bob.token)
      .storage.from('audio')
      .upload(name, makeWav(1000), { upsert: true, contentType: 'audio/wav' });
    expect(overwrite.error).toMatchObject({ status: 403 });

    const duplicate = await storageClient(stack, alice.token).storage.from('audio').upload(name, wav);
    expect(duplicate.error).toMatchObject({ status: 409, message: 'The resource already exists' });

    const removed = await storageClient(stack, bob.token).storage.from('audio').remove([name]);
    expect(removed.data).toEqual([]);
    const still = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`, { method: 'HEAD' });
    expect(still.status).toBe(200);
  });

  it('takes a multipart (Blob) upload and an owner upsert', async () => {
    const other = `${randomUUID()}.WAV`;
    const client = storageClient(stack, alice.token).storage.from('audio');
    const first = await client.upload(other, new Blob([makeWav(1000)], { type: 'audio/wav' }));
    expect(first.error).toBeNull();
    const replaced = await client.upload(other, new Blob([makeWav(3000)], { type: 'audio/wav' }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const head = await fetch(`${stack.url}/storage/v1/object/public/audio/${other}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('3044');
    expect((await client.remove([other])).data).toHaveLength(1);
  });

  // What the bytes are (lossless audio, a WebP cover) is the verify-upload function's to decide,
  // on a hosted project as here: ../functions/verify-upload.test.ts.

  it('refuses path traversal and names the audio bucket does not take, with 400', async () => {
    const headers = {
      Authorization: `Bearer ${alice.token}`,
      apikey: stack.keys.anonKey,
      'content-type': 'audio/wav',
    };
    for (const key of [
      '..%2F..%2Fjwt-secret',
      'sub%2F..%2F..%2Fx.wav',
      'a%5Cb.wav',
      '%2Fabs.wav',
      'x%00.wav',
      'song.mp3',
      'track.wav',
    ]) {
      const res = await fetch(`${stack.url}/storage/v1/object/audio/${key}`, {
        method: 'POST',
        headers,
        body: wav,
      });
      expect(res.status, key).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Invalid object name/);
    }
    const outside = await fetch(`${stack.url}/storage/v1/object/public/audio/..%2F..%2Fjwt-secret`);
    expect(outside.status).toBe(400);
    await outside.arrayBuffer();
  });

  it('refuses a single-request upload declared above 50 GiB with 413 before reading it', async () => {
    const url = new URL(`${stack.url}/storage/v1/object/audio/${randomUUID()}.wav`);
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${alice.token}`,
            apikey: stack.keys.anonKey,
            'content-type': 'audio/wav',
            'content-length': '53687091201',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      req.on('error', reject);
      req.write(wav.subarray(0, 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('The object exceeded the maximum allowed size');
    expect(await filesUnder(join(dataDir, 'storage', '.staging'))).toEqual([]);
  });

  it('lets only the owner remove, and removal deletes the row and the file', async () => {
    const { data, error } = await storageClient(stack, alice.token).storage.from('audio').remove([name]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([name]);
    expect(await objectRows()).not.toContain(name);
    expect(await storedFiles()).not.toContain(join('audio', name));
    const gone = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });
});
