import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { filesUnder, storageClient, userToken } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

describe.each(serviceDatabases)('buckets and other buckets’ objects on %s', (kind) => {
  let stack: RunningStack;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hifi-buckets-test-'));
    stack = await startTestStack(kind, { dataDir });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has the public audio bucket from the migration', async () => {
    const { data, error } = await storageClient(stack, stack.keys.serviceRoleKey).storage.getBucket('audio');
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 'audio', name: 'audio', public: true });
  });

  it('lets only service_role manage buckets, and serves a private bucket only through RLS or signatures', async () => {
    const { token } = await userToken(stack);
    const user = storageClient(stack, token).storage;
    expect((await user.createBucket('sneaky')).error).toMatchObject({ status: 403 });

    const admin = storageClient(stack, stack.keys.serviceRoleKey).storage;
    expect((await admin.createBucket('docs', { public: false })).error).toBeNull();
    expect((await admin.createBucket('docs')).error).toMatchObject({ status: 409 });
    expect((await admin.listBuckets()).data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(['audio', 'docs']),
    );

    const docs = admin.from('docs');
    const text = Buffer.from('hello, private world');
    expect(
      (await docs.upload('notes/2026/readme.txt', text, { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect((await docs.upload('notes/top.txt', text, { contentType: 'text/plain' })).error).toBeNull();

    const listed = await docs.list('notes');
    expect(listed.data?.map((o) => [o.name, o.id === null])).toEqual([
      ['2026', true],
      ['top.txt', false],
    ]);

    // Not public: the public route refuses; the user has no RLS grant; service_role reads.
    const pub = await fetch(`${stack.url}/storage/v1/object/public/docs/notes/top.txt`);
    expect(pub.status).toBe(400);
    await pub.arrayBuffer();
    expect((await user.from('docs').download('notes/top.txt')).error).toMatchObject({ status: 404 });
    const downloaded = await docs.download('notes/top.txt');
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).toString()).toBe(
      'hello, private world',
    );

    const signed = await docs.createSignedUrls(['notes/top.txt', 'notes/missing.txt'], 60);
    expect(signed.data?.[0]?.signedUrl).toContain('/storage/v1/object/sign/docs/notes/top.txt?token=');
    expect(signed.data?.[1]?.error).toBeTruthy();
    const viaSignature = await fetch(signed.data?.[0]?.signedUrl as string);
    expect(await viaSignature.text()).toBe('hello, private world');

    const info = await docs.info('notes/top.txt');
    expect(info.data).toMatchObject({ size: text.length, contentType: 'text/plain' });

    expect((await admin.deleteBucket('docs')).error).toMatchObject({ status: 409 });
    expect((await admin.emptyBucket('docs')).error).toBeNull();
    expect(await filesUnder(join(dataDir, 'storage', 'docs'))).toEqual([]);
    expect((await admin.deleteBucket('docs')).error).toBeNull();
    expect((await admin.getBucket('docs')).error).toMatchObject({ status: 404 });
  });

  it('lists one folder level, searched, sorted and paged as Supabase does', async () => {
    const admin = storageClient(stack, stack.keys.serviceRoleKey).storage;
    expect((await admin.createBucket('paged', { public: false })).error).toBeNull();
    const box = admin.from('paged');
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'sub/x.txt', 'sub/y.txt', 'deeper/z/q.txt']) {
      expect(
        (await box.upload(name, Buffer.from(name), { contentType: 'text/plain' })).error,
        name,
      ).toBeNull();
    }
    const names = async (...args: Parameters<typeof box.list>) =>
      ((await box.list(...args)).data ?? []).map((entry) => [
        entry.name,
        entry.id === null ? 'folder' : 'file',
      ]);
    // Folders show once each, with no id.
    expect(await names()).toEqual([
      ['a.txt', 'file'],
      ['b.txt', 'file'],
      ['c.txt', 'file'],
      ['deeper', 'folder'],
      ['sub', 'folder'],
    ]);
    expect(await names('', { limit: 2, offset: 1 })).toEqual([
      ['b.txt', 'file'],
      ['c.txt', 'file'],
    ]);
    expect(await names('', { sortBy: { column: 'name', order: 'desc' }, limit: 2 })).toEqual([
      ['sub', 'folder'],
      ['deeper', 'folder'],
    ]);
    expect(await names('', { search: 'B' })).toEqual([['b.txt', 'file']]);
    expect(await names('sub')).toEqual([
      ['x.txt', 'file'],
      ['y.txt', 'file'],
    ]);
    expect(await names('deeper')).toEqual([['z', 'folder']]);
  });

  it('answers malformed requests with a 4xx and a reason', async () => {
    const headers = {
      Authorization: `Bearer ${stack.keys.serviceRoleKey}`,
      apikey: stack.keys.anonKey,
      'content-type': 'application/json',
    };
    const cases: [string, RequestInit, number][] = [
      ['/object/sign/audio/x.wav', { method: 'POST', headers, body: '{"expiresIn":' }, 400],
      ['/object/sign/audio/x.wav', { method: 'POST', headers, body: '{"expiresIn":-5}' }, 400],
      ['/object/audio', { method: 'DELETE', headers, body: '{"prefixes":"x"}' }, 400],
      ['/bucket', { method: 'POST', headers, body: '{"name":"../up"}' }, 400],
      ['/bucket', { method: 'POST', headers, body: '{"name":"ok-name","file_size_limit":"lots"}' }, 400],
      ['/object/audio/%E0%A4%A', { method: 'GET', headers }, 400],
      ['/object/audio/x.wav', { method: 'GET', headers: { Authorization: 'Bearer not-a-jwt' } }, 401],
      ['/nothing-here', { method: 'GET', headers }, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await fetch(`${stack.url}/storage/v1${path}`, init);
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as { message: string }).message, path).toBeTruthy();
    }
  });
});
