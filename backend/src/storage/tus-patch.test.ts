/**
 * The tus PATCH as a client sees it, now that its bytes go from the request straight to the
 * upload's file (tus-upload.ts, writeDirectly; GatheringFileStore.writeRequest): refusals that
 * change nothing, a body that may not go past its upload's length, one PATCH at a time per
 * upload, and a cut that keeps what came and resumes from it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { filesUnder, makeWav, storageClient, userToken } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

const MiB = 1024 * 1024;
const base64 = (value: string) => Buffer.from(value).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const OCTETS = 'application/offset+octet-stream';
/** More than the writer holds (16 MiB: tus-file-store.ts), so the request is paused and resumed. */
const LARGE_BODY = 24 * MiB;

describe.each(serviceDatabases)('tus PATCH, socket to file, on %s', (kind) => {
  let stack: RunningStack;
  let dataDir: string;
  let alice: { sub: string; token: string };
  const tusHeaders = (more: Record<string, string> = {}, token = alice.token) => ({
    'tus-resumable': '1.0.0',
    authorization: `Bearer ${token}`,
    apikey: stack.keys.anonKey,
    ...more,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hifi-tus-patch-'));
    stack = await startTestStack(kind, { dataDir });
    alice = await userToken(stack);
    const admin = storageClient(stack, stack.keys.serviceRoleKey).storage;
    expect((await admin.createBucket('small', { public: false, fileSizeLimit: 1000 })).error).toBeNull();
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Creates an upload (a length, or 'deferred'); its location. */
  async function createUpload(
    length: number | 'deferred',
    { bucket = 'audio', name = `${randomUUID()}.wav`, token = alice.token } = {},
  ) {
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders(
        {
          ...(length === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
          'upload-metadata': `bucketName ${base64(bucket)},objectName ${base64(name)},contentType ${base64('audio/wav')}`,
        },
        token,
      ),
    });
    expect(created.status).toBe(201);
    return created.headers.get('location') as string;
  }
  const uploadFile = (location: string) =>
    join(dataDir, 'storage', '.uploads', location.slice(location.lastIndexOf('/') + 1));
  const offsetOf = async (location: string, token = alice.token) =>
    Number(
      (await fetch(location, { method: 'HEAD', headers: tusHeaders({}, token) })).headers.get(
        'upload-offset',
      ),
    );
  const patch = (location: string, offset: number, body: Uint8Array, more: Record<string, string> = {}) =>
    fetch(location, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': String(offset), 'content-type': OCTETS, ...more }),
      body,
    });
  const stored = async (name: string, bucket = 'audio') =>
    Buffer.from(await (await fetch(`${stack.url}/storage/v1/object/public/${bucket}/${name}`)).arrayBuffer());
  /** What is left of an upload in the uploads folder: its file, config and offset record. */
  const leftOf = async (location: string) => {
    const id = location.slice(location.lastIndexOf('/') + 1);
    return (await filesUnder(join(dataDir, 'storage', '.uploads'))).filter((f) => f.startsWith(id));
  };

  /** A PATCH whose body the test writes itself (to hold it open or cut it); its answer, when one comes. */
  function openPatch(location: string, offset: number, headers: Record<string, string | number>) {
    const req = request(location, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': String(offset), 'content-type': OCTETS }),
    });
    for (const [name, value] of Object.entries(headers)) req.setHeader(name, value);
    req.on('error', () => {});
    const answer = new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
    /** Resolves once the socket has taken the bytes: they are on the server's side of the loopback. */
    const send = (bytes: Uint8Array) => new Promise((resolve) => req.write(bytes, resolve));
    return { req, answer, send };
  }

  it('answers 204 with the new offset and expiry, and 409 without writing a byte for a stale offset', async () => {
    const wav = makeWav(956);
    const name = `${randomUUID()}.wav`;
    const location = await createUpload(wav.length, { name });
    const first = await patch(location, 0, wav.subarray(0, 400));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('400');
    expect(first.headers.get('tus-resumable')).toBe('1.0.0');
    expect(Date.parse(first.headers.get('upload-expires') ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('access-control-expose-headers')).toMatch(/upload-offset/i);

    // Behind and ahead of the stored offset: 409, and the file is as it was.
    for (const offset of [0, 399, 401, 1000]) {
      const stale = await patch(location, offset, randomBytes(100));
      expect(stale.status, String(offset)).toBe(409);
      expect(await stale.text()).toBe('Upload-Offset conflict\n');
    }
    expect((await readFile(uploadFile(location))).equals(wav.subarray(0, 400))).toBe(true);
    expect(await offsetOf(location)).toBe(400);

    // The last PATCH completes the object: no expiry any more.
    const last = await patch(location, 400, wav.subarray(400));
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, String(wav.length)]);
    expect(last.headers.get('upload-expires')).toBeNull();
    expect((await stored(name)).equals(wav)).toBe(true);
    expect(await leftOf(location)).toEqual([]);
  });

  it('answers 415 to a body that is not application/offset+octet-stream, 412 without Tus-Resumable, 404 for no upload', async () => {
    const location = await createUpload(1000);
    for (const type of ['application/octet-stream', 'audio/wav', undefined]) {
      const res = await fetch(location, {
        method: 'PATCH',
        headers: tusHeaders({ 'upload-offset': '0', ...(type && { 'content-type': type }) }),
        body: randomBytes(100),
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe(
        'A PATCH body must be application/offset+octet-stream',
      );
    }
    const noVersion = await fetch(location, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${alice.token}`, apikey: stack.keys.anonKey, 'upload-offset': '0' },
      body: randomBytes(100),
    });
    expect(noVersion.status).toBe(412);
    expect((await stat(uploadFile(location))).size).toBe(0);
    const unknown = `${location.slice(0, location.lastIndexOf('/'))}/${'0'.repeat(32)}`;
    expect((await patch(unknown, 0, randomBytes(100))).status).toBe(404);
  });

  it("refuses a body past the upload's length or its bucket's limit with 413, storing nothing past it", async () => {
    const location = await createUpload(1000);
    // Announced: refused before a byte is taken.
    const announced = await patch(location, 0, randomBytes(1001));
    expect(announced.status).toBe(413);
    expect(((await announced.json()) as { message: string }).message).toBe(
      "The body goes past the upload's Upload-Length",
    );
    expect((await stat(uploadFile(location))).size).toBe(0);

    // Chunked, no length announced: refused at the chunk that would pass it; only whole chunks
    // before it are kept, and they are the upload's first bytes, as sent.
    const body = randomBytes(1200);
    const chunked = openPatch(location, 0, { 'transfer-encoding': 'chunked' });
    await chunked.send(body.subarray(0, 600));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await chunked.send(body.subarray(600));
    chunked.req.end();
    const answer = await chunked.answer;
    expect(answer.statusCode).toBe(413);
    const kept = await readFile(uploadFile(location));
    expect(kept.length).toBeLessThanOrEqual(1000);
    expect(kept.equals(body.subarray(0, kept.length))).toBe(true);
    expect(await offsetOf(location)).toBe(kept.length);

    // The bucket's limit (1000 bytes): a length above it is refused at creation (bucket-limits
    // tests); a body above it in a PATCH, as above; a length declared later, when the bytes are in.
    const service = stack.keys.serviceRoleKey;
    const inSmall = await createUpload(1000, { bucket: 'small', name: 'a.wav', token: service });
    const over = await fetch(inSmall, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': '0', 'content-type': OCTETS }, service),
      body: randomBytes(1001),
    });
    expect(over.status).toBe(413);
    expect((await stat(uploadFile(inSmall))).size).toBe(0);
    const deferred = await createUpload('deferred', { bucket: 'small', name: 'b.wav', token: service });
    const declared = await fetch(deferred, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': '0', 'content-type': OCTETS, 'upload-length': '1001' }, service),
      body: randomBytes(1001),
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe(
      'The object exceeded the maximum allowed size',
    );
    expect((await fetch(deferred, { method: 'HEAD', headers: tusHeaders({}, service) })).status).toBe(404);
    const { rows } = await stack.db.query("select name from storage.objects where bucket_id = 'small'");
    expect(rows).toEqual([]);
  });

  it('stores a large body byte for byte and keeps its connection open for the next PATCH', async () => {
    const wav = makeWav(LARGE_BODY + 7);
    const name = `${randomUUID()}.wav`;
    const location = await createUpload(wav.length, { name });
    const answerOf = async (offset: number, body: Uint8Array) => {
      const sending = openPatch(location, offset, { 'content-length': body.length });
      sending.req.end(body);
      const answer = await sending.answer;
      answer.resume();
      return answer;
    };
    const small = await answerOf(0, wav.subarray(0, MiB));
    expect([small.statusCode, small.headers.connection]).toEqual([204, 'keep-alive']);
    const large = await answerOf(MiB, wav.subarray(MiB));
    expect([large.statusCode, large.headers['upload-offset'], large.headers.connection]).toEqual([
      204,
      String(wav.length),
      'keep-alive',
    ]);
    expect(sha256(await stored(name))).toBe(sha256(wav));
  });

  // A body the writer holds whole, and one larger than it holds (paused while the disk is behind).
  const sizes = [
    ['within the write queue', 12 * MiB],
    ['past the write queue', LARGE_BODY],
  ] as const;

  it.each(sizes)(
    'takes one PATCH of an upload at a time (%s): a second one waits for the first to stop and never interleaves',
    {
      timeout: 30_000,
    },
    async (_way, size) => {
      const wav = makeWav(size);
      const name = `${randomUUID()}.wav`;
      const location = await createUpload(wav.length, { name });
      // The first PATCH announces the whole file but sends 5 MiB and holds the rest back.
      const first = openPatch(location, 0, { 'content-length': wav.length });
      await first.send(wav.subarray(0, 5 * MiB));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A second PATCH from offset 0 with other bytes asks for the upload: the first is told to
      // stop (after @tus/server's 3 s drain), answers with what it stored, and the second then
      // meets that offset.
      const second = await patch(location, 0, randomBytes(wav.length));
      expect(second.status).toBe(409);
      const answer = await first.answer;
      expect([answer.statusCode, answer.headers['upload-offset']]).toEqual([204, String(5 * MiB)]);
      first.req.destroy();
      expect((await readFile(uploadFile(location))).equals(wav.subarray(0, 5 * MiB))).toBe(true);
      expect(await offsetOf(location)).toBe(5 * MiB);

      expect((await patch(location, 5 * MiB, wav.subarray(5 * MiB))).status).toBe(204);
      expect(sha256(await stored(name))).toBe(sha256(wav));
    },
  );

  it.each(sizes)(
    'keeps what came before a cut (%s): HEAD reports the bytes written and the upload resumes from them',
    async (_way, size) => {
      const wav = makeWav(size);
      const name = `${randomUUID()}.wav`;
      const location = await createUpload(wav.length, { name });
      const cut = openPatch(location, 0, { 'content-length': wav.length });
      const sent = 10 * MiB + 123;
      await cut.send(wav.subarray(0, sent));
      cut.req.destroy();
      // Wait until the server has written what it had received before the cut.
      let offset = -1;
      for (let seen = await offsetOf(location); seen !== offset; seen = await offsetOf(location)) {
        offset = seen;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(offset).toBeGreaterThan(8 * MiB);
      expect(offset).toBeLessThanOrEqual(sent);
      const written = await readFile(uploadFile(location));
      expect(written.length).toBe(offset);
      expect(written.equals(wav.subarray(0, offset))).toBe(true);

      const resumed = await patch(location, offset, wav.subarray(offset));
      expect([resumed.status, resumed.headers.get('upload-offset')]).toEqual([204, String(wav.length)]);
      expect(sha256(await stored(name))).toBe(sha256(wav));
      expect(await leftOf(location)).toEqual([]);
    },
  );
});
