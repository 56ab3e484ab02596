import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Every data call of docs/product.md#7-calls-to-the-backend, written as the frontend writes it with supabase-js, on each
 * database. The names say which call; README.md beside this file lists the same code.
 */
describe.each(databases)('data calls of docs/product.md#7-calls-to-the-backend on %s', (kind) => {
  let stack: RunningStack;
  let anon: ReturnType<typeof supabaseClient>;
  let alice: TestUser;
  let bob: TestUser;
  let tracks: string[];

  beforeAll(async () => {
    stack = await startTestStack(kind);
    anon = supabaseClient(stack);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
    tracks = await insertTracks(stack, alice.id, [
      {
        title: 'Morning Rain',
        description: 'field recording',
        genres: ['Ambient', 'Nature'],
        created_at: '2026-01-01T10:00:00Z',
      },
      {
        title: 'Night Drive',
        description: 'synthwave in 24/96',
        genres: ['Electronic'],
        created_at: '2026-01-02T10:00:00Z',
      },
      {
        title: 'String Quartet No. 1',
        description: 'RAIN on the roof, live',
        genres: ['Classical'],
        created_at: '2026-01-03T10:00:00Z',
      },
    ]);
    await insertTracks(stack, bob.id, [
      {
        title: 'Bass Study',
        description: null,
        genres: ['Electronic', 'Jazz'],
        created_at: '2026-01-04T10:00:00Z',
      },
    ]);
    // likes, plays and comments through the API, as the site records them
    for (const user of [alice, bob]) {
      const { error } = await user.client
        .from('likes')
        .insert({ audio_file_id: tracks[1], user_id: user.id });
      expect(error).toBeNull();
    }
    for (let i = 0; i < 3; i++) {
      expect((await anon.from('plays').insert({ audio_file_id: tracks[0] })).error).toBeNull();
    }
    expect(
      (await bob.client.from('plays').insert({ audio_file_id: tracks[2], user_id: bob.id })).error,
    ).toBeNull();
    expect(
      (
        await bob.client
          .from('comments')
          .insert({ audio_file_id: tracks[0], user_id: bob.id, content: 'lovely' })
      ).error,
    ).toBeNull();
  });
  afterAll(() => stack?.close());

  it('discovery read: tracks with profiles(email, username), plays(count), likes(count), genres, paged on the server', async () => {
    const { data, error } = await anon
      .from('audio_files')
      .select('*, profiles(email, username), plays(count), likes(count)')
      .order('likes_count', { ascending: false })
      .order('id')
      .range(0, 9);
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    const first = data?.[0];
    expect(first?.title).toBe('Night Drive');
    // e-mails stay in auth.users, which the API roles cannot read: the column is null to everyone
    expect(first?.profiles).toEqual({ email: null, username: 'alice' });
    expect(first?.likes).toEqual([{ count: 2 }]);
    expect(first?.likes_count).toBe(2);
    expect(first?.genres).toEqual(['Electronic']);
    const rain = data?.find((t) => t.title === 'Morning Rain');
    expect(rain?.plays).toEqual([{ count: 3 }]);
    // three plays by one visitor within 30 s: all recorded, one counts toward the ranking
    expect(rain?.plays_count).toBe(1);
    expect(rain?.comments_count).toBe(1);
  });

  it('discovery search: title or description, case-insensitive, partial', async () => {
    const q = 'rain';
    const { data, error } = await anon
      .from('audio_files')
      .select('id, title')
      .or(`title.ilike.%${q}%,description.ilike.%${q}%`)
      .order('created_at', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((t) => t.title)).toEqual(['String Quartet No. 1', 'Morning Rain']);
  });

  it('discovery genre filter: genres contains the chosen genre', async () => {
    const { data, error } = await anon
      .from('audio_files')
      .select('title')
      .contains('genres', ['Electronic'])
      .order('plays_count', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((t) => t.title).sort()).toEqual(['Bass Study', 'Night Drive']);
  });

  it('early variant: all columns plus the profile email, newest first, title contains', async () => {
    const { data, error } = await anon
      .from('audio_files')
      .select('*, profiles(email)')
      .ilike('title', '%NIGHT%')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ title: 'Night Drive', profiles: { email: null } })]);
  });

  it('featured read: the most recent track of one user, limit 1, single; PGRST116 when there is none', async () => {
    const { data, error } = await anon
      .from('audio_files')
      .select('*, profiles(email, username)')
      .eq('user_id', alice.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(data?.title).toBe('String Quartet No. 1');

    const nobody = await createTestUser(stack, 'nobody');
    const none = await anon
      .from('audio_files')
      .select('*')
      .eq('user_id', nobody.id)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(none.data).toBeNull();
    expect(none.error?.code).toBe('PGRST116');
    expect(none.status).toBe(406);
  });

  it('likes: read, read one like id, insert and delete by audio_file_id and user_id', async () => {
    const mine = await bob.client.from('likes').select('audio_file_id').eq('user_id', bob.id);
    expect(mine.data).toEqual([{ audio_file_id: tracks[1] }]);

    const one = await bob.client
      .from('likes')
      .select('id')
      .eq('audio_file_id', tracks[1] as string)
      .eq('user_id', bob.id)
      .maybeSingle();
    expect(one.error).toBeNull();
    expect(typeof one.data?.id).toBe('number');

    const none = await bob.client
      .from('likes')
      .select('id')
      .eq('audio_file_id', tracks[0] as string)
      .eq('user_id', bob.id)
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });

    expect(
      (await bob.client.from('likes').insert({ audio_file_id: tracks[0], user_id: bob.id })).error,
    ).toBeNull();
    const again = await bob.client.from('likes').insert({ audio_file_id: tracks[0], user_id: bob.id });
    expect(again.error?.code).toBe('23505');
    expect(again.status).toBe(409);
    const del = await bob.client
      .from('likes')
      .delete()
      .eq('audio_file_id', tracks[0] as string)
      .eq('user_id', bob.id);
    expect(del.error).toBeNull();
    const count = await anon
      .from('audio_files')
      .select('likes_count')
      .eq('id', tracks[0] as string)
      .single();
    expect(count.data?.likes_count).toBe(0);
  });

  it('plays: count for a track, recent plays with the audio file (newest first, limit 10), insert', async () => {
    const { count, error } = await anon
      .from('plays')
      .select('*', { count: 'exact', head: true })
      .eq('audio_file_id', tracks[0] as string);
    expect(error).toBeNull();
    expect(count).toBe(3);

    expect(
      (await bob.client.from('plays').insert({ audio_file_id: tracks[1], user_id: bob.id })).error,
    ).toBeNull();
    const recent = await bob.client
      .from('plays')
      .select('*, audio_files(*)')
      .eq('user_id', bob.id)
      .order('played_at', { ascending: false })
      .limit(10);
    expect(recent.error).toBeNull();
    expect(recent.data?.map((p) => p.audio_files.title)).toEqual(['Night Drive', 'String Quartet No. 1']);
  });

  it('library uploads: my tracks newest first with profiles, plays count, likes count', async () => {
    const { data, error } = await alice.client
      .from('audio_files')
      .select('*, profiles(email, username), plays(count), likes(count)')
      .eq('user_id', alice.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((t) => t.title)).toEqual(['String Quartet No. 1', 'Night Drive', 'Morning Rain']);
    expect(data?.[2]?.plays).toEqual([{ count: 3 }]);
  });

  it('library likes: liked ids, then the tracks whose id is in that list', async () => {
    const liked = await alice.client.from('likes').select('audio_file_id').eq('user_id', alice.id);
    const ids = (liked.data ?? []).map((l) => l.audio_file_id as string);
    const { data, error } = await alice.client
      .from('audio_files')
      .select('*, profiles(email, username), plays(count), likes(count)')
      .in('id', ids);
    expect(error).toBeNull();
    expect(data?.map((t) => t.title)).toEqual(['Night Drive']);
  });

  it('insert a track returning it, then update title, description and genres where id', async () => {
    const upload = `${randomUUID()}.wav`;
    await storeVerifiedObject(stack, bob.id, upload, {
      codec: 'PCM',
      container: 'WAV',
      sampleRate: 44100,
      bitDepth: 16,
      channels: 2,
      duration: 12.5,
    });
    const { data, error } = await bob.client
      .from('audio_files')
      .insert({
        title: 'Fresh Upload',
        description: 'just now',
        file_path: upload,
        user_id: bob.id,
        genres: ['Rock'],
        duration: 12.5,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Fresh Upload', genres: ['Rock'], duration: 12.5, plays_count: 0 });

    const updated = await bob.client
      .from('audio_files')
      .update({ title: 'Fresh Upload (edit)', description: 'edited', genres: ['Rock', 'Indie'] })
      .eq('id', data?.id)
      .select()
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ title: 'Fresh Upload (edit)', genres: ['Rock', 'Indie'] });
  });

  it('delete: read file_path and user_id by id, then delete by id and user_id', async () => {
    const [id] = await insertTracks(stack, bob.id, [
      { title: 'To Delete', file_path: `${bob.id}/gone.flac` },
    ]);
    const found = await bob.client
      .from('audio_files')
      .select('file_path, user_id')
      .eq('id', id as string)
      .single();
    expect(found.data).toEqual({ file_path: `${bob.id}/gone.flac`, user_id: bob.id });
    const del = await bob.client
      .from('audio_files')
      .delete()
      .eq('id', id as string)
      .eq('user_id', bob.id);
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const after = await anon
      .from('audio_files')
      .select('id')
      .eq('id', id as string);
    expect(after.data).toEqual([]);
  });

  it('comments: insert, then the track page shows comments with their profiles', async () => {
    const { error } = await alice.client
      .from('comments')
      .insert({ audio_file_id: tracks[0], user_id: alice.id, content: 'thanks!' });
    expect(error).toBeNull();
    const { data, error: readError } = await anon
      .from('audio_files')
      .select(
        '*, profiles(email, username), likes(count), plays(count), comments(id, content, created_at, profiles(email, username))',
      )
      .eq('id', tracks[0] as string)
      .order('created_at', { referencedTable: 'comments', ascending: true })
      .single();
    expect(readError).toBeNull();
    expect(
      data?.comments.map((c: { content: string; profiles: { username: string } }) => [
        c.content,
        c.profiles.username,
      ]),
    ).toEqual([
      ['lovely', 'bob'],
      ['thanks!', 'alice'],
    ]);
    expect(data?.plays).toEqual([{ count: 3 }]);
    expect(data?.comments_count).toBe(2);
  });

  it('track page for a missing id answers PGRST116', async () => {
    const { data, error, status } = await anon
      .from('audio_files')
      .select('*')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .single();
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
    expect(status).toBe(406);
  });

  it('profile: read by id; update username matched by id; a taken name is a unique violation with its message', async () => {
    const { data } = await anon.from('profiles').select('*').eq('id', bob.id).single();
    expect(data).toMatchObject({ id: bob.id, email: null, username: 'bob' });

    const renamed = await bob.client
      .from('profiles')
      .update({ username: 'bobby' })
      .eq('id', bob.id)
      .select()
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data?.username).toBe('bobby');

    const taken = await bob.client.from('profiles').update({ username: 'alice' }).eq('id', bob.id);
    expect(taken.error?.code).toBe('23505');
    expect(taken.error?.message).toBe('This username is already taken');
  });
});
