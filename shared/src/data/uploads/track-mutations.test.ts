// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likedTracksQuery } from '../library/liked-tracks-query.ts';
import { recentPlaysQuery } from '../recent/recent-plays-query.ts';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { wavFile } from '../testing/wav.ts';
import { trackTags } from '../tracks/track-tags.ts';
import { DeleteTrackError, deleteTrackMutation } from './delete-track-mutation.ts';
import { insertTrackMutation } from './insert-track-mutation.ts';
import { resumableUploadTarget } from './resumable-upload-target.ts';
import { updateTrackMutation } from './update-track-mutation.ts';
import { verifyUploadMutation } from './verify-upload-mutation.ts';

describe.each(databases)('track insert, edit, delete, likes and recent plays on %s', (kind) => {
  let stack: DataStack;
  let alice: SignedInUser;
  let bob: SignedInUser;

  async function storeObject(user: SignedInUser): Promise<string> {
    const name = `${randomUUID()}.wav`;
    const { error } = await user.client.storage
      .from('audio')
      .upload(name, wavFile({ seconds: 0.5, sampleRate: 48_000, channels: 2, bitDepth: 24, tone: false }), {
        contentType: 'audio/wav',
      });
    expect(error).toBeNull();
    // What the upload page does next: a track may name the object once the server has read it.
    const token = (await user.client.auth.getSession()).data.session?.access_token;
    expect(await verifyUploadMutation(name, token, { url: stack.url, anonKey: stack.anonKey })).toEqual({
      ok: true,
    });
    return name;
  }
  const objectExists = async (name: string) => {
    const res = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`, { method: 'HEAD' });
    return res.status === 200;
  };

  beforeAll(async () => {
    stack = await startDataStack(kind);
    alice = await stack.signUp('alice');
    bob = await stack.signUp('bob');
  }, 60_000);
  afterAll(() => stack?.close());

  it('inserts a row whose duration and audio facts come from the stored file, not the browser', async () => {
    const filePath = await storeObject(alice);
    const id = await insertTrackMutation(
      {
        title: 'Room tone',
        description: 'quiet',
        filePath,
        userId: alice.id,
        genres: ['ambient', 'field'],
        duration: 99,
      },
      alice.client,
    );
    const { data } = await stack.anon().from('audio_files').select('*').eq('id', id).single();
    expect(data).toMatchObject({
      title: 'Room tone',
      genres: ['ambient', 'field'],
      bit_depth: 24,
      sample_rate: 48_000,
    });
    expect(Number(data?.duration)).toBeCloseTo(0.5, 3);
  });

  it("keeps the file's original name for Download original, and the database refuses a path or a 256-character name", async () => {
    const id = await insertTrackMutation(
      {
        title: 'Night swim',
        description: null,
        filePath: await storeObject(alice),
        userId: alice.id,
        genres: [],
        originalFilename: 'masters/04 Night Swim (final).wav',
      },
      alice.client,
    );
    const { data } = await stack.anon().from('audio_files').select('original_filename').eq('id', id).single();
    expect(data).toEqual({ original_filename: '04 Night Swim (final).wav' });

    for (const original_filename of ['masters/04.wav', `${'x'.repeat(252)}.wav`, 'bad\u0007.wav']) {
      const { error } = await alice.client.from('audio_files').insert({
        title: 'Raw',
        file_path: await storeObject(alice),
        user_id: alice.id,
        original_filename,
      });
      expect(error?.code).toBe('23514');
    }
  });

  it("keeps the file's ARTIST, ALBUM, TRACKNUMBER and DATE, and the database refuses other keys or shapes", async () => {
    const id = await insertTrackMutation(
      {
        title: 'Blue in Green',
        description: null,
        filePath: await storeObject(alice),
        userId: alice.id,
        genres: ['Jazz'],
        tags: trackTags({ artist: 'The Quartet', album: 'Night Sessions', trackNumber: '3', date: '1959' }),
      },
      alice.client,
    );
    const { data } = await stack.anon().from('audio_files').select('tags').eq('id', id).single();
    expect(data).toEqual({
      tags: { ARTIST: 'The Quartet', ALBUM: 'Night Sessions', TRACKNUMBER: '3', DATE: '1959' },
    });

    for (const tags of [
      { GENRE: 'Jazz' },
      { ARTIST: 7 },
      { ALBUM: '' },
      ['The Quartet'],
      { DATE: 'x'.repeat(501) },
    ]) {
      const { error } = await alice.client.from('audio_files').insert({
        title: 'Raw',
        file_path: await storeObject(alice),
        user_id: alice.id,
        tags,
      });
      expect(error?.code).toBe('23514');
    }
  });

  it('refuses to insert a row for another user', async () => {
    const filePath = await storeObject(alice);
    await expect(
      insertTrackMutation(
        { title: 'x', description: null, filePath, userId: bob.id, genres: [] },
        alice.client,
      ),
    ).rejects.toBeTruthy();
  });

  it('updates title, description and genres for the owner only', async () => {
    const id = await insertTrackMutation(
      { title: 'Draft', description: null, filePath: await storeObject(alice), userId: alice.id, genres: [] },
      alice.client,
    );
    await updateTrackMutation(
      id,
      { title: 'Final', description: 'mastered', genres: ['jazz'], download_allowed: true },
      alice.client,
    );
    await expect(
      updateTrackMutation(
        id,
        { title: 'Stolen', description: null, genres: [], download_allowed: false },
        bob.client,
      ),
    ).rejects.toThrow('Failed to update audio file');
    const { data } = await stack
      .anon()
      .from('audio_files')
      .select('title, description, genres, download_allowed')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      title: 'Final',
      description: 'mastered',
      genres: ['jazz'],
      download_allowed: true,
    });
  });

  it('deletes the row and the stored object together', async () => {
    const filePath = await storeObject(alice);
    const id = await insertTrackMutation(
      { title: 'Gone', description: null, filePath, userId: alice.id, genres: [] },
      alice.client,
    );
    expect(await objectExists(filePath)).toBe(true);
    await deleteTrackMutation(id, alice.id, alice.client);
    const { data } = await stack.anon().from('audio_files').select('id').eq('id', id);
    expect(data).toEqual([]);
    expect(await objectExists(filePath)).toBe(false);
  });

  it("refuses to delete another user's track and leaves it whole", async () => {
    const filePath = await storeObject(alice);
    const id = await insertTrackMutation(
      { title: 'Mine', description: null, filePath, userId: alice.id, genres: [] },
      alice.client,
    );
    await expect(deleteTrackMutation(id, bob.id, bob.client)).rejects.toThrow(
      'You can only delete your own files',
    );
    await expect(deleteTrackMutation(randomUUID(), alice.id, alice.client)).rejects.toThrow(
      'Could not find file to delete',
    );
    expect(await objectExists(filePath)).toBe(true);
  });

  it('says so when the object cannot be removed; a row naming no verified upload is not put back', async () => {
    // Alice's row (a seed's, written with the service role) names a file of her folder that
    // storage does not hold: the removal half-way through the delete finds nothing to remove.
    // The mutation then tries to put the row back as Alice, which RLS refuses: a member's track
    // may only name a verified upload (verify-upload.test.ts in the backend), so no track is
    // left pointing at a missing file.
    const missing = `${alice.id}/${randomUUID()}.wav`;
    const id = await insertTrackMutation(
      { title: 'Borrowed', description: 'kept', filePath: missing, userId: alice.id, genres: ['x'] },
      stack.admin(),
    );
    const error = await deleteTrackMutation(id, alice.id, alice.client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeleteTrackError);
    expect((error as Error).message).toMatch(/^Failed to delete audio file from storage: /);
    const { data } = await stack.anon().from('audio_files').select('id').eq('id', id);
    expect(data).toEqual([]);
  });

  it("lists the tracks a user likes, most recently liked first, and not others' likes", async () => {
    const first = await insertTrackMutation(
      { title: 'First', description: null, filePath: await storeObject(alice), userId: alice.id, genres: [] },
      alice.client,
    );
    const second = await insertTrackMutation(
      {
        title: 'Second',
        description: null,
        filePath: await storeObject(alice),
        userId: alice.id,
        genres: [],
      },
      alice.client,
    );
    expect(
      (await bob.client.from('likes').insert({ audio_file_id: first, user_id: bob.id })).error,
    ).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await bob.client.from('likes').insert({ audio_file_id: second, user_id: bob.id })).error,
    ).toBeNull();
    const liked = await likedTracksQuery(bob.id, bob.client);
    expect(liked.map((t) => t.title)).toEqual(['Second', 'First']);
    expect(liked[0]?.likes_count).toBe(1);
    expect(await likedTracksQuery(alice.id, alice.client)).toEqual([]);
  });

  it('lists the last 10 plays of the user, newest first', async () => {
    const carol = await stack.signUp('carol');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        await insertTrackMutation(
          {
            title: `T${i}`,
            description: `d${i}`,
            filePath: await storeObject(alice),
            userId: alice.id,
            genres: [],
          },
          alice.client,
        ),
      );
    }
    for (const id of ids) {
      expect(
        (await carol.client.from('plays').insert({ audio_file_id: id, user_id: carol.id })).error,
      ).toBeNull();
    }
    const recent = await recentPlaysQuery(carol.id, carol.client);
    expect(recent.map((p) => p.audio_files.title)).toEqual([
      'T11',
      'T10',
      'T9',
      'T8',
      'T7',
      'T6',
      'T5',
      'T4',
      'T3',
      'T2',
    ]);
    expect(recent[0]?.audio_files.description).toBe('d11');
    expect(await recentPlaysQuery(bob.id, bob.client)).toEqual([]);
  });

  it('names the tus endpoint of the stack and the Supabase metadata keys', async () => {
    const target = resumableUploadTarget({ url: `${stack.url}/`, anonKey: stack.anonKey });
    expect(target.endpoint).toBe(`${stack.url}/storage/v1/upload/resumable`);
    expect(target.headers('token')).toEqual({
      authorization: 'Bearer token',
      apikey: stack.anonKey,
      'x-upsert': 'true',
    });
    expect(target.metadata('a.flac', 'audio/flac')).toEqual({
      bucketName: 'audio',
      objectName: 'a.flac',
      contentType: 'audio/flac',
      cacheControl: '3600',
    });
    // The target's headers create a real upload as the signed-in user.
    const token = (await alice.client.auth.getSession()).data.session?.access_token ?? '';
    const real = target;
    const encode = (v: string) => Buffer.from(v).toString('base64');
    const res = await fetch(real.endpoint, {
      method: 'POST',
      headers: {
        ...real.headers(token),
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': Object.entries(real.metadata(`${randomUUID()}.wav`, 'audio/wav'))
          .map(([k, v]) => `${k} ${encode(v)}`)
          .join(','),
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${stack.url}/storage/v1/upload/resumable/`));
  });
});
