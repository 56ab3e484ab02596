import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import { makeWav, verifyUpload } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

/**
 * A member may point a track (audio_files.file_path) only at their own objects — ones they stored,
 * or ones in their {user_id}/ folder — never at another member's upload
 * (docs/architecture.md#where-each-server-behaviour-lives).
 */
describe.each(databases)('track objects on %s', (kind) => {
  let stack: RunningStack;
  let alice: TestUser;
  let bob: TestUser;
  const aliceObject = `${randomUUID()}.wav`;
  const bobObject = `${randomUUID()}.wav`;
  const trackCount = async (userId: string) =>
    Number(
      (
        await stack.db.query<{ n: number }>(
          'select count(*)::int as n from public.audio_files where user_id = $1',
          [userId],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    stack = await startTestStack(kind);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
    for (const [user, name] of [
      [alice, aliceObject],
      [bob, bobObject],
    ] as const) {
      const { error } = await user.client.storage
        .from('audio')
        .upload(name, makeWav(4000), { contentType: 'audio/wav' });
      expect(error).toBeNull();
      expect((await verifyUpload(stack, user.token, name)).status).toBe(200);
    }
    // What the service role keeps in a member's folder, verified as an upload would be.
    await storeVerifiedObject(stack, bob.id, `${bob.id}/own.flac`);
  });
  afterAll(() => stack?.close());

  it("refuses a track that names another member's object or folder, and writes nothing", async () => {
    for (const path of [aliceObject, `${alice.id}/x.flac`, `${randomUUID()}.flac`, `../${bob.id}/x.flac`]) {
      const { error } = await bob.client
        .from('audio_files')
        .insert({ title: 'Stolen', file_path: path, user_id: bob.id });
      expect(error?.code, path).toBe('42501');
    }
    expect(await trackCount(bob.id)).toBe(0);
  });

  it("accepts the member's own upload and own folder", async () => {
    for (const path of [bobObject, `${bob.id}/own.flac`]) {
      const { error } = await bob.client
        .from('audio_files')
        .insert({ title: 'Mine', file_path: path, user_id: bob.id });
      expect(error, path).toBeNull();
    }
    expect(await trackCount(bob.id)).toBe(2);
  });

  it("refuses moving an existing track onto another member's object, leaving it as it was", async () => {
    const { data } = await bob.client.from('audio_files').select('id').eq('file_path', bobObject).single();
    const id = (data as { id: string }).id;
    const moved = await bob.client.from('audio_files').update({ file_path: aliceObject }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const { rows } = await stack.db.query<{ file_path: string }>(
      'select file_path from public.audio_files where id = $1',
      [id],
    );
    expect(rows[0]?.file_path).toBe(bobObject);
    // Alice's own object is still hers to publish.
    const hers = await alice.client
      .from('audio_files')
      .insert({ title: 'Hers', file_path: aliceObject, user_id: alice.id });
    expect(hers.error).toBeNull();
  });
});
