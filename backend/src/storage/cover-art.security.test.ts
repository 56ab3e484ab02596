import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import { makeWav, verifyUpload } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

/**
 * A track's cover is a folder {user_id}/covers/{uuid} of WebP sizes
 * (docs/architecture.md#the-path-of-an-upload, step 5). A member stores sizes in their own folder
 * only, a track points only at its owner's cover folder whose sizes the verify-upload function has
 * read as WebP, and the orphan cleanup keeps the sizes of a cover a track names while offering
 * those no track does.
 */
describe.each(databases)('cover art on %s', (kind) => {
  let stack: RunningStack;
  let alice: TestUser;
  let bob: TestUser;
  const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1');

  beforeAll(async () => {
    stack = await startTestStack(kind);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('stores sizes in the member’s own cover folder only', async () => {
    const audio = alice.client.storage.from('audio');
    const folder = `${alice.id}/covers/${randomUUID()}`;
    const put = (name: string) => audio.upload(name, webp, { contentType: 'image/webp' });
    expect((await put(`${folder}/96.webp`)).error).toBeNull();
    expect((await put(`${folder}/600.webp`)).error).toBeNull();
    expect((await put(`${bob.id}/covers/${randomUUID()}/96.webp`)).error).not.toBeNull();
    expect((await put(`${folder}/1200.webp`)).error).not.toBeNull();
    expect((await put(`${alice.id}/covers/not-a-uuid/96.webp`)).error).not.toBeNull();
    // Storage checks the declared type only; the verify-upload function reads the bytes.
    const png = await audio.upload(`${folder}/96.webp`, Buffer.from('\u0089PNG\r\n\u001a\n', 'latin1'), {
      contentType: 'image/webp',
      upsert: true,
    });
    expect(png.error).toBeNull();
    expect(await verifyUpload(stack, alice.token, `${folder}/96.webp`)).toEqual({
      status: 422,
      body: { error: 'InvalidImage', message: 'A cover must be a WebP image' },
    });
    expect(await verifyUpload(stack, alice.token, `${folder}/600.webp`)).toMatchObject({ status: 200 });
  });

  it('lets a track point at its owner’s cover folder only, and the cleanup keeps what a track names', async () => {
    const audio = alice.client.storage.from('audio');
    const file = `${randomUUID()}.wav`;
    expect((await audio.upload(file, makeWav(4000), { contentType: 'audio/wav' })).error).toBeNull();
    expect((await verifyUpload(stack, alice.token, file)).status).toBe(200);
    const kept = `${alice.id}/covers/${randomUUID()}`;
    const abandoned = `${alice.id}/covers/${randomUUID()}`;
    for (const name of [`${kept}/96.webp`, `${kept}/600.webp`, `${abandoned}/96.webp`])
      expect((await audio.upload(name, webp, { contentType: 'image/webp' })).error).toBeNull();

    const track = (cover_path: string) =>
      alice.client
        .from('audio_files')
        .insert({ title: 'Cover', file_path: file, user_id: alice.id, cover_path });
    expect((await track(`${bob.id}/covers/${randomUUID()}`)).error).not.toBeNull();
    expect((await track(`${kept}/../x`)).error).not.toBeNull();
    // Her own folder, but the server has not read the sizes yet, then only one of them.
    expect((await track(kept)).error?.code).toBe('42501');
    expect((await verifyUpload(stack, alice.token, `${kept}/96.webp`)).status).toBe(200);
    expect((await track(kept)).error?.code).toBe('42501');
    expect((await verifyUpload(stack, alice.token, `${kept}/600.webp`)).status).toBe(200);
    const { data, error } = await track(kept).select('id').single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    expect(
      (
        await alice.client
          .from('audio_files')
          .update({ cover_path: `${bob.id}/covers/${randomUUID()}` })
          .eq('id', id)
      ).error,
    ).not.toBeNull();

    const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
    const { data: orphans } = await admin.rpc('orphan_audio_objects', { older_than_seconds: 0 });
    expect(orphans).toContain(`${abandoned}/96.webp`);
    expect(orphans).not.toContain(`${kept}/96.webp`);
    expect(orphans).not.toContain(`${kept}/600.webp`);
    // A published cover's sizes cannot be replaced behind the check's back.
    const replaced = await audio.upload(`${kept}/96.webp`, webp, { contentType: 'image/webp', upsert: true });
    expect(replaced.error).not.toBeNull();
    expect(orphans).not.toContain(file);
  });
});
