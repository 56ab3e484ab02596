import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import { makeWav, storageClient } from '../../test/storage-fixtures.ts';
import { signJwt } from '../keys/jwt.ts';
import type { RunningStack } from '../stack.ts';

/**
 * From outside over HTTP and supabase-js (docs/architecture.md#the-path-of-an-upload, step 2): a
 * bucket's allowed_mime_types and file_size_limit hold (Supabase's 415 invalid_mime_type and 413),
 * the 'audio' bucket takes audio and cover images only, and object routes need the project's
 * apikey.
 */
describe.each(databases)('bucket limits and the apikey on %s', (kind) => {
  let stack: RunningStack;
  let alice: TestUser;
  const storage = (path: string, init: RequestInit = {}) => fetch(`${stack.url}/storage/v1${path}`, init);
  const rowCount = async (bucket: string) =>
    Number(
      (
        await stack.db.query<{ n: number }>(
          'select count(*)::int as n from storage.objects where bucket_id = $1',
          [bucket],
        )
      ).rows[0]?.n,
    );
  const tusCreate = (token: string, bucket: string, name: string, contentType: string, length: number) => {
    const b64 = (v: string) => Buffer.from(v).toString('base64');
    return storage('/upload/resumable', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${token}`,
        apikey: stack.keys.anonKey,
        'upload-length': String(length),
        'upload-metadata': `bucketName ${b64(bucket)},objectName ${b64(name)},contentType ${b64(contentType)}`,
      },
    });
  };

  beforeAll(async () => {
    stack = await startTestStack(kind);
    alice = await createTestUser(stack, 'alice');
    const admin = storageClient(stack, stack.keys.serviceRoleKey).storage;
    const created = await admin.createBucket('docs', {
      public: false,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['text/plain', 'image/*'],
    });
    expect(created.error).toBeNull();
  });
  afterAll(() => stack?.close());

  it('refuses what a bucket does not allow with 415 invalid_mime_type and 413, storing nothing', async () => {
    const docs = storageClient(stack, stack.keys.serviceRoleKey).storage.from('docs');
    const big = await docs.upload('big.txt', Buffer.alloc(1001), { contentType: 'text/plain' });
    expect(big.error).toMatchObject({ status: 413, statusCode: '413' });
    const pdf = await docs.upload('a.pdf', Buffer.alloc(10), { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({
      status: 415,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    // A multipart form names the type of its file part: checked the same way.
    const form = await docs.upload('b.pdf', new Blob([Buffer.alloc(10)], { type: 'application/pdf' }));
    expect(form.error).toMatchObject({ status: 415, statusCode: '415' });
    // tus: refused at creation, before a byte is sent, with Supabase's error names.
    const tooBig = await tusCreate(stack.keys.serviceRoleKey, 'docs', 'c.txt', 'text/plain', 1001);
    expect([tooBig.status, ((await tooBig.json()) as { error: string }).error]).toEqual([
      413,
      'Payload too large',
    ]);
    const wrongType = await tusCreate(stack.keys.serviceRoleKey, 'docs', 'c.pdf', 'application/pdf', 10);
    expect([wrongType.status, ((await wrongType.json()) as { error: string }).error]).toEqual([
      415,
      'invalid_mime_type',
    ]);
    expect(await rowCount('docs')).toBe(0);

    // What the bucket allows goes in: exact types with parameters, and wildcards.
    expect(
      (await docs.upload('ok.txt', Buffer.alloc(1000), { contentType: 'text/plain; charset=utf-8' })).error,
    ).toBeNull();
    expect((await docs.upload('ok.png', Buffer.alloc(10), { contentType: 'image/png' })).error).toBeNull();
    expect(await rowCount('docs')).toBe(2);
  });

  it("keeps the 'audio' bucket to audio and cover images, whatever the name says", async () => {
    const audio = storageClient(stack, alice.token).storage.from('audio');
    const before = await rowCount('audio');
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/plain;charset=UTF-8']) {
      const { error } = await audio.upload(`${randomUUID()}.wav`, makeWav(400), { contentType: type });
      expect(error, type).toMatchObject({
        status: 415,
        message: `mime type ${type.split(';')[0]} is not supported`,
      });
      expect((await tusCreate(alice.token, 'audio', `${randomUUID()}.wav`, type, 444)).status, type).toBe(
        415,
      );
    }
    expect(await rowCount('audio')).toBe(before);
    const { data: bucket } = await storageClient(stack, stack.keys.serviceRoleKey).storage.getBucket('audio');
    expect(bucket?.allowed_mime_types).toEqual(
      expect.arrayContaining(['audio/*', 'image/jpeg', 'image/png', 'image/webp']),
    );
    expect(bucket?.allowed_mime_types?.filter((t) => !/^(audio|image)\//.test(t))).toEqual([
      'application/json',
    ]);
    expect(
      (await audio.upload(`${randomUUID()}.wav`, makeWav(400), { contentType: 'audio/wav' })).error,
    ).toBeNull();
    expect(await rowCount('audio')).toBe(before + 1);
  });

  it('answers object and bucket routes with a bad apikey (401) or no JWT at all (400) as Storage does, changing nothing', async () => {
    const name = `${randomUUID()}.wav`;
    const audio = storageClient(stack, alice.token).storage.from('audio');
    expect((await audio.upload(name, makeWav(400), { contentType: 'audio/wav' })).error).toBeNull();
    const bearer = { authorization: `Bearer ${alice.token}` };
    // A well-formed key of another project.
    const foreignKey = await signJwt('another-projects-secret-of-32-chars!', { role: 'anon' }, 4_000_000_000);
    const attempts: [string, RequestInit][] = [
      [`/object/audio/${name}`, { method: 'DELETE', headers: bearer }],
      [
        '/object/audio',
        {
          method: 'DELETE',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ prefixes: [name] }),
        },
      ],
      [
        `/object/audio/${randomUUID()}.wav`,
        { method: 'POST', headers: { ...bearer, 'content-type': 'audio/wav' }, body: makeWav(400) },
      ],
      [`/object/authenticated/audio/${name}`, { headers: bearer }],
      [`/object/info/audio/${name}`, {}],
      ['/object/list/audio', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      [
        `/object/sign/audio/${name}`,
        {
          method: 'POST',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: '{"expiresIn":60}',
        },
      ],
      ['/bucket', {}],
      [
        '/bucket/audio',
        { method: 'DELETE', headers: { authorization: `Bearer ${stack.keys.serviceRoleKey}` } },
      ],
    ];
    for (const [path, init] of attempts) {
      for (const apikey of ['not-a-key', foreignKey]) {
        const headers = { ...(init.headers as Record<string, string>), apikey };
        const res = await storage(path, { ...init, headers });
        expect(res.status, `${init.method ?? 'GET'} ${path} apikey=${apikey.slice(0, 8)}`).toBe(401);
        expect(await res.json()).toMatchObject({ statusCode: '401', error: 'Unauthorized' });
      }
      // Neither apikey nor bearer: Storage cannot read a JWT at all.
      const { authorization: _bearer, ...headers } = (init.headers ?? {}) as Record<string, string>;
      const res = await storage(path, { ...init, headers });
      expect(res.status, `${init.method ?? 'GET'} ${path} without a JWT`).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', message: 'Invalid Compact JWS' });
    }
    // Nothing changed, a public read needs no key at all, and its uploader still reads its info.
    const { rows } = await stack.db.query('select 1 from storage.objects where name = $1', [name]);
    expect(rows).toHaveLength(1);
    expect((await storage(`/object/public/audio/${name}`)).status).toBe(200);
    expect(
      (await storage(`/object/info/audio/${name}`, { headers: { apikey: stack.keys.anonKey, ...bearer } }))
        .status,
    ).toBe(200);
  });
});
