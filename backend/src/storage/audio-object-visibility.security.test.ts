import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import { makeWav, storageClient, verifyUpload } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

/**
 * The files of a private, unlisted or scheduled track are not named to anyone who may not read
 * the track — not by listing the bucket, signing a URL or downloading through the API — while a
 * public track's stay readable by everyone at their public URL (docs/decisions/0010).
 */
describe.each(databases)('audio objects follow their tracks on %s', (kind) => {
  let stack: RunningStack;
  let artist: TestUser;
  let member: TestUser;
  const hour = 60 * 60 * 1000;
  const tracks = {
    public: { visibility: 'public', publish_at: null },
    private: { visibility: 'private', publish_at: null },
    unlisted: { visibility: 'unlisted', publish_at: null },
    scheduled: { visibility: 'public', publish_at: new Date(Date.now() + hour).toISOString() },
  } as const;
  const objects = Object.fromEntries(Object.keys(tracks).map((k) => [k, `${randomUUID()}.wav`])) as Record<
    keyof typeof tracks,
    string
  >;
  const ids: Partial<Record<keyof typeof tracks, string>> = {};

  beforeAll(async () => {
    stack = await startTestStack(kind);
    artist = await createTestUser(stack, 'artist');
    member = await createTestUser(stack, 'member');
    for (const [which, shown] of Object.entries(tracks) as [
      keyof typeof tracks,
      (typeof tracks)['public'],
    ][]) {
      const name = objects[which];
      const stored = await artist.client.storage
        .from('audio')
        .upload(name, makeWav(4000), { contentType: 'audio/wav' });
      expect(stored.error).toBeNull();
      expect((await verifyUpload(stack, artist.token, name)).status).toBe(200);
      const { data, error } = await artist.client
        .from('audio_files')
        .insert({ title: which, file_path: name, user_id: artist.id, ...shown })
        .select('id')
        .single();
      if (error) throw error;
      ids[which] = data.id;
    }
    // what the worker stores beside a track, by the service role
    const admin = storageClient(stack, stack.keys.serviceRoleKey).storage.from('audio');
    for (const which of ['public', 'private'] as const) {
      const waveform = await admin.upload(`analysis/${ids[which]}.waveform.json`, '{}', {
        contentType: 'application/json',
      });
      expect(waveform.error).toBeNull();
    }
  });
  afterAll(() => stack?.close());

  const listed = async (token?: string, folder?: string) => {
    const { data, error } = await storageClient(stack, token)
      .storage.from('audio')
      .list(folder, { limit: 1000 });
    expect(error).toBeNull();
    return (data ?? []).map((o) => o.name);
  };

  it("lists a visitor and another member only the public track's objects", async () => {
    for (const token of [undefined, member.token]) {
      const names = await listed(token);
      expect(names).toContain(objects.public);
      for (const hidden of [objects.private, objects.unlisted, objects.scheduled])
        expect(names).not.toContain(hidden);
      const analysis = await listed(token, 'analysis');
      expect(analysis).toEqual([`${ids.public}.waveform.json`]);
    }
  });

  it('lists its owner every one of their objects', async () => {
    const names = await listed(artist.token);
    for (const name of Object.values(objects)) expect(names).toContain(name);
  });

  it('signs and downloads a hidden track only for its owner', async () => {
    for (const hidden of [objects.private, objects.unlisted, objects.scheduled]) {
      for (const token of [undefined, member.token]) {
        const bucket = storageClient(stack, token).storage.from('audio');
        expect((await bucket.createSignedUrl(hidden, 60)).error?.message, hidden).toBe('Object not found');
        expect((await bucket.download(hidden)).data, hidden).toBeNull();
      }
      const own = await storageClient(stack, artist.token).storage.from('audio').createSignedUrl(hidden, 60);
      expect(own.error).toBeNull();
      expect((await fetch(own.data?.signedUrl as string)).status).toBe(200);
    }
    const open = await storageClient(stack).storage.from('audio').createSignedUrl(objects.public, 60);
    expect(open.error).toBeNull();
  });

  it('shows the objects of a track to everyone once it is made public, and hides them when it is not', async () => {
    const made = await artist.client
      .from('audio_files')
      .update({ visibility: 'public' })
      .eq('id', ids.private as string);
    expect(made.error).toBeNull();
    expect(await listed(member.token)).toContain(objects.private);
    expect(await listed(undefined, 'analysis')).toContain(`${ids.private}.waveform.json`);
    const back = await artist.client
      .from('audio_files')
      .update({ visibility: 'private' })
      .eq('id', ids.private as string);
    expect(back.error).toBeNull();
    expect(await listed(member.token)).not.toContain(objects.private);
  });
});
