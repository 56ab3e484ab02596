import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

// supabase-js types maxAffected() only for databases declared as PostgREST 13; the request is the same.
const maxAffected = (query: unknown, rows: number) =>
  (
    query as { maxAffected(rows: number): PromiseLike<{ error: { code: string } | null; status: number }> }
  ).maxAffected(rows);

/** The PostgREST grammar supabase-js produces beyond the calls of docs/product.md §7, and PostgREST's error shapes and codes. */
describe.each(databases)('PostgREST compatibility on %s', (kind) => {
  let stack: RunningStack;
  let anon: ReturnType<typeof supabaseClient>;
  let service: ReturnType<typeof supabaseClient>;
  let alice: TestUser;
  let bob: TestUser;
  let tracks: string[];

  beforeAll(async () => {
    stack = await startTestStack(kind);
    anon = supabaseClient(stack);
    service = supabaseClient(stack, stack.keys.serviceRoleKey);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
    tracks = await insertTracks(stack, alice.id, [
      { title: 'Alpha', description: 'first', genres: ['Jazz'] },
      { title: 'Beta', description: null, genres: ['Rock'] },
    ]);
    tracks.push(
      ...(await insertTracks(stack, bob.id, [
        { title: 'Gamma', description: 'third', genres: ['Jazz', 'Rock'] },
      ])),
    );
    await bob.client.from('likes').insert({ audio_file_id: tracks[0], user_id: bob.id });
    await bob.client.from('comments').insert([
      { audio_file_id: tracks[0], user_id: bob.id, content: 'one' },
      { audio_file_id: tracks[0], user_id: bob.id, content: 'two' },
    ]);
    await stack.db.exec(`
      create function public.tracks_in_genre(genre text) returns setof public.audio_files
      language sql stable as $$ select * from public.audio_files where genres @> array[genre] $$;
      create table public.tags (id serial primary key, name text not null);
      create table public.track_tags (
        audio_file_id uuid references public.audio_files (id), tag_id int references public.tags (id),
        primary key (audio_file_id, tag_id));
      create table public.duets (id serial primary key, lead uuid references public.profiles (id),
        second uuid references public.profiles (id));
      create table public.track_notes (audio_file_id uuid primary key references public.audio_files (id), note text);
      create function public.record_play(track uuid) returns void
      language sql volatile as $$ insert into public.plays (audio_file_id) values (track) $$;
      create function public.add_numbers(a integer, b integer default 1) returns integer
      language sql immutable as $$ select a + b $$;
      create function public.titles_of(owner uuid) returns table (title text, genres text[])
      language sql stable as $$ select title, genres from public.audio_files where user_id = owner order by title $$;
      create function public.retitle_all(title text) returns setof public.audio_files
      language sql volatile as $$ update public.audio_files set title = retitle_all.title returning * $$;
      create table public.folders (id serial primary key, name text not null,
        parent_id int references public.folders (id));
      grant select on public.folders to anon;
      create function public.pick(a text) returns int language sql as 'select 1';
      create function public.pick(a int) returns text language sql as $$ select 'int' $$;
      create function public.echo_body(json) returns json language sql as 'select $1';
      insert into public.folders (name, parent_id) values ('root', null), ('a', 1), ('b', 1);`);
  });
  afterAll(() => stack?.close());

  it('renames columns and embeds with aliases, and embeds by hint or by foreign key column', async () => {
    const { data, error } = await anon
      .from('audio_files')
      .select('name:title, author:profiles!user_id(username), owner:user_id(id)')
      .eq('id', tracks[2] as string)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Gamma', author: { username: 'bob' }, owner: { id: bob.id } });
    const spread = await anon
      .from('audio_files')
      .select('title, ...profiles(username)')
      .eq('id', tracks[2] as string)
      .single();
    expect(spread.data).toEqual({ title: 'Gamma', username: 'bob' });
  });

  it('embeds many-to-many through a junction, one-to-one as an object, and reports ambiguity with PGRST201', async () => {
    await stack.db.exec(`insert into public.tags (name) values ('calm'), ('loud'), ('live');
      insert into public.track_tags values ('${tracks[0]}', 1), ('${tracks[0]}', 3), ('${tracks[2]}', 2);
      insert into public.track_notes values ('${tracks[0]}', 'mastered at home');
      insert into public.duets (lead, second) values ('${alice.id}', '${bob.id}');`);
    const m2m = await anon
      .from('audio_files')
      .select('title, tags(name), track_notes(note)')
      .eq('id', tracks[0] as string)
      .order('name', { referencedTable: 'tags' })
      .single();
    expect(m2m.error).toBeNull();
    expect(m2m.data).toEqual({
      title: 'Alpha',
      tags: [{ name: 'calm' }, { name: 'live' }],
      track_notes: { note: 'mastered at home' },
    });

    const ambiguous = await anon.from('duets').select('id, profiles(username)');
    expect([ambiguous.status, ambiguous.error?.code]).toEqual([300, 'PGRST201']);
    expect(ambiguous.error?.hint).toContain('profiles!duets_lead_fkey');
    const chosen = await anon
      .from('duets')
      .select('lead:profiles!lead(username), second:profiles!second(username)')
      .single();
    expect(chosen.data).toEqual({ lead: { username: 'alice' }, second: { username: 'bob' } });
  });

  it('filters on an embedded resource: only the embed without !inner, the parent rows with !inner', async () => {
    const loose = await anon
      .from('audio_files')
      .select('title, profiles(username)')
      .eq('profiles.username', 'bob')
      .order('title');
    expect(
      loose.data?.map((t) => [
        t.title,
        (t.profiles as unknown as { username: string } | null)?.username ?? null,
      ]),
    ).toEqual([
      ['Alpha', null],
      ['Beta', null],
      ['Gamma', 'bob'],
    ]);
    const inner = await anon
      .from('audio_files')
      .select('title, profiles!inner(username)')
      .eq('profiles.username', 'bob');
    expect(inner.data?.map((t) => t.title)).toEqual(['Gamma']);
  });

  it('nests or/and/not, and orders with nulls first and by an embedded to-one column', async () => {
    const { data } = await anon
      .from('audio_files')
      .select('title')
      .or('and(likes_count.gte.1,comments_count.eq.2),title.eq.Gamma')
      .order('title');
    expect(data?.map((t) => t.title)).toEqual(['Alpha', 'Gamma']);

    const notNull = await anon
      .from('audio_files')
      .select('title')
      .not('description', 'is', null)
      .order('title');
    expect(notNull.data?.map((t) => t.title)).toEqual(['Alpha', 'Gamma']);

    const nulls = await anon.from('audio_files').select('title').order('description', { nullsFirst: true });
    expect(nulls.data?.[0]?.title).toBe('Beta');

    const byAuthor = await anon
      .from('audio_files')
      .select('title, profiles(username)')
      .order('profiles(username)', { ascending: false })
      .order('title');
    expect(byAuthor.data?.map((t) => t.title)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('orders and limits an embedded to-many relation', async () => {
    const { data } = await anon
      .from('audio_files')
      .select('title, comments(content)')
      .eq('id', tracks[0] as string)
      .order('content', { referencedTable: 'comments', ascending: false })
      .limit(1, { referencedTable: 'comments' })
      .single();
    expect(data?.comments).toEqual([{ content: 'two' }]);
  });

  it('counts exactly with a range, answering Content-Range and 206 for a partial page', async () => {
    const { data, count, status } = await anon
      .from('audio_files')
      .select('id', { count: 'exact' })
      .order('title')
      .range(1, 1);
    expect(count).toBe(3);
    expect(data).toHaveLength(1);
    expect(status).toBe(206);

    const planned = await anon.from('audio_files').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThan(0);
    const estimated = await anon
      .from('audio_files')
      .select('id', { count: 'estimated', head: true })
      .eq('title', 'Alpha');
    expect(estimated.count).toBe(1);
  });

  it('upserts: ignore-duplicates on a unique key, merge-duplicates on the primary key', async () => {
    const again = await bob.client
      .from('likes')
      .upsert(
        { audio_file_id: tracks[0], user_id: bob.id },
        { onConflict: 'audio_file_id,user_id', ignoreDuplicates: true },
      );
    expect([again.error, again.status]).toEqual([null, 201]);
    const likes = await anon
      .from('likes')
      .select('id')
      .eq('audio_file_id', tracks[0] as string);
    expect(likes.data).toHaveLength(1);

    const merged = await service
      .from('audio_files')
      .upsert({ id: tracks[2], user_id: bob.id, title: 'Gamma (remaster)', file_path: 'x/y.flac' })
      .select('title')
      .single();
    expect([merged.error, merged.status]).toEqual([null, 200]);
    expect(merged.data?.title).toBe('Gamma (remaster)');
  });

  it('inserts several rows, with missing columns taking their defaults when asked', async () => {
    const { data, error } = await bob.client
      .from('plays')
      .insert([{ audio_file_id: tracks[1] }, { audio_file_id: tracks[1], user_id: bob.id }], {
        defaultToNull: false,
      })
      .select('audio_file_id, user_id, played_at');
    expect(error).toBeNull();
    expect(data?.map((p) => p.user_id)).toEqual([null, bob.id]);
    expect(data?.every((p) => typeof p.played_at === 'string')).toBe(true);
    // Rows with different keys are inserted by one statement each: as CSV, one header over all rows.
    const csv = await bob.client
      .from('plays')
      .insert([{ audio_file_id: tracks[1] }, { audio_file_id: tracks[1], user_id: bob.id }], {
        defaultToNull: false,
      })
      .select('audio_file_id, user_id')
      .csv();
    expect(csv.error).toBeNull();
    expect(csv.data).toBe(`audio_file_id,user_id\n${tracks[1]},\n${tracks[1]},${bob.id}`);
  });

  it('strips nulls when asked', async () => {
    const { data } = await anon
      .from('audio_files')
      .select('title, description')
      .eq('id', tracks[1] as string)
      .stripNulls();
    expect(data).toEqual([{ title: 'Beta' }]);
  });

  it('calls functions at /rpc: set-returning with filters and select, scalar, and by GET', async () => {
    const rows = await anon.rpc('tracks_in_genre', { genre: 'Rock' }).select('title').order('title');
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([{ title: 'Beta' }, { title: 'Gamma (remaster)' }]);
    const sum = await anon.rpc('add_numbers', { a: 2, b: 3 });
    expect(sum.data).toBe(5);
    const byGet = await anon.rpc('add_numbers', { a: 41 }, { get: true });
    expect(byGet.data).toBe(42);
    // GET runs read-only, as in PostgREST: a function that writes is refused there and works by POST
    const before = await anon.from('plays').select('*', { count: 'exact', head: true });
    const viaGet = await anon.rpc('record_play', { track: tracks[1] }, { get: true });
    expect([viaGet.status, viaGet.error?.code]).toEqual([405, '25006']);
    const viaPost = await anon.rpc('record_play', { track: tracks[1] });
    expect(viaPost.error).toBeNull();
    const after = await anon.from('plays').select('*', { count: 'exact', head: true });
    expect((after.count ?? 0) - (before.count ?? 0)).toBe(1);
    const missing = await anon.rpc('no_such_function' as never, {});
    expect(missing.error?.code).toBe('PGRST202');
    expect(missing.status).toBe(404);
  });

  it('answers malformed and impossible requests with PostgREST codes, never a 500', async () => {
    const badColumn = await anon.from('audio_files').select('id').eq('nope', 1);
    expect([badColumn.status, badColumn.error?.code]).toEqual([400, '42703']);
    const badSelect = await anon.from('audio_files').select('id, nope');
    expect([badSelect.status, badSelect.error?.code]).toEqual([400, '42703']);
    const badTable = await anon.from('no_such_table').select('*');
    expect([badTable.status, badTable.error?.code]).toEqual([404, 'PGRST205']);
    const badRelation = await anon.from('audio_files').select('id, nonsense(id)');
    expect([badRelation.status, badRelation.error?.code]).toEqual([400, 'PGRST200']);
    const badOperator = await anon.from('audio_files').select('id').filter('title', 'resembles', 'x');
    expect([badOperator.status, badOperator.error?.code]).toEqual([400, 'PGRST100']);
    expect(badOperator.error?.message).toContain('resembles');
    const badLogic = await anon.from('audio_files').select('id').or('title.eq.a,(broken');
    expect([badLogic.status, badLogic.error?.code]).toEqual([400, 'PGRST100']);
    const badUuid = await anon.from('audio_files').select('id').eq('id', 'not-a-uuid');
    expect([badUuid.status, badUuid.error?.code]).toEqual([400, '22P02']);
    const badLimit = await anon.from('audio_files').select('id').limit(-1);
    expect(badLimit.status).toBe(400);
    const upload = `${randomUUID()}.flac`;
    await storeVerifiedObject(stack, bob.id, upload);
    const notNull = await bob.client.from('audio_files').insert({ user_id: bob.id, file_path: upload });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const unknownPayload = await bob.client
      .from('comments')
      .insert({ audio_file_id: tracks[0], user_id: bob.id, content: 'x', mood: 1 });
    expect([unknownPayload.status, unknownPayload.error?.code]).toEqual([400, 'PGRST204']);
    const anonLike = await anon.from('likes').insert({ audio_file_id: tracks[1], user_id: alice.id });
    expect([anonLike.status, anonLike.error?.code]).toEqual([401, '42501']);
    const forgedLike = await bob.client.from('likes').insert({ audio_file_id: tracks[1], user_id: alice.id });
    expect([forgedLike.status, forgedLike.error?.code]).toEqual([403, '42501']);
    const xml = await anon.from('audio_files').select('id').returns().setHeader('Accept', 'application/xml');
    expect([xml.status, xml.error?.code]).toEqual([406, 'PGRST107']);
    const forged = supabaseClient(stack, `${stack.keys.anonKey.slice(0, -4)}AAAA`);
    const badJwt = await forged.from('audio_files').select('id');
    expect([badJwt.status, badJwt.error?.code]).toEqual([401, 'PGRST301']);
    const several = await anon.from('audio_files').select('id').maybeSingle();
    expect(several.error?.code).toBe('PGRST116');
    // nothing above wrote a row
    const { count } = await service.from('comments').select('*', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('refuses and rolls back a mutation that touches more rows than max-affected', async () => {
    const { error, status } = await maxAffected(
      service.from('audio_files').update({ description: 'many' }).neq('title', ''),
      1,
    );
    expect([status, error?.code]).toEqual([400, 'PGRST124']);
    const { data } = await anon.from('audio_files').select('id').eq('description', 'many');
    expect(data).toEqual([]);
    const one = await maxAffected(
      service
        .from('audio_files')
        .update({ description: 'one' })
        .eq('id', tracks[1] as string),
      1,
    );
    expect(one.error).toBeNull();
  });

  it('refuses and rolls back a function call that returns more rows than max-affected', async () => {
    const { error, status } = await maxAffected(service.rpc('retitle_all', { title: 'Same' }), 1);
    expect([status, error?.code]).toEqual([400, 'PGRST124']);
    const { data } = await anon.from('audio_files').select('id').eq('title', 'Same');
    expect(data).toEqual([]);
  });

  it('selects columns of a function that returns a table, and words a missing function as PostgREST does', async () => {
    const { data, error } = await anon.rpc('titles_of', { owner: alice.id }).select('title');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Alpha' }, { title: 'Beta' }]);
    const missing = await anon.rpc('add_numbers', { c: 1 });
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(c) in the schema cache',
      details:
        'Searched for the function public.add_numbers with parameter c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const single = await anon.from('audio_files').select('id').single();
    expect(single.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 3 rows',
    });
  });

  it('aggregates with sum, avg, min and max as well as count, on the table and in an embed', async () => {
    const { data, error } = await anon
      .from('tags')
      .select('id.sum(), top:id.max(), id.min(), id.avg()')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ sum: 6, top: 3, min: 1, avg: 2 });
    const embedded = await anon
      .from('audio_files')
      .select('title, comments(total:id.count())')
      .eq('id', tracks[0] as string)
      .single();
    expect(embedded.data).toEqual({ title: 'Alpha', comments: [{ total: 2 }] });
  });

  it('answers text/csv, leaves an embed that selects nothing out, and spreads to-many and all-column relations', async () => {
    const csv = await anon.from('tags').select('id, name').order('id').csv();
    expect(csv.error).toBeNull();
    expect(csv.data).toBe('id,name\n1,calm\n2,loud\n3,live');
    const filtered = await anon.from('audio_files').select('title, tags!inner()').eq('tags.name', 'loud');
    // (renamed by the upsert test above)
    expect(filtered.data).toEqual([{ title: 'Gamma (remaster)' }]);
    const spread = await anon
      .from('audio_files')
      .select('title, ...track_notes(*), ...comments(content)')
      .eq('id', tracks[0] as string)
      .single();
    expect(spread.data).toEqual({
      title: 'Alpha',
      audio_file_id: tracks[0],
      note: 'mastered at home',
      content: ['one', 'two'],
    });
    const grouped = await anon.from('track_tags').select('tag_id.count(), ...tags(name)');
    expect(grouped.error).toBeNull();
    expect(grouped.data).toHaveLength(3);
    expect(grouped.data).toEqual(
      expect.arrayContaining([
        { count: 1, name: 'calm' },
        { count: 1, name: 'loud' },
        { count: 1, name: 'live' },
      ]),
    );
    const missing = await anon.from('audio_files').select('title, comments(nope)');
    expect(missing.error).toMatchObject({ code: '42703', message: 'column comments_1.nope does not exist' });
  });

  it('resolves overloads as PostgREST does: ambiguity is PGRST203, one unnamed json parameter takes the whole body', async () => {
    const ambiguous = await anon.rpc('pick', { a: 'x' });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    });
    const echoed = await anon.rpc('echo_body', { any: 'shape', n: 1 });
    expect(echoed.error).toBeNull();
    expect(echoed.data).toEqual({ any: 'shape', n: 1 });
  });

  it('embeds a table in itself as its children and its parent by the key column, and the rows that point at a row by their foreign key’s name', async () => {
    const { data, error } = await anon
      .from('folders')
      .select('name, folders(name), parent:parent_id(name)')
      .order('id')
      .order('id', { referencedTable: 'folders' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'root', folders: [{ name: 'a' }, { name: 'b' }], parent: null },
      { name: 'a', folders: [], parent: { name: 'root' } },
      { name: 'b', folders: [], parent: { name: 'root' } },
    ]);
    const byKey = await anon
      .from('profiles')
      .select('username, leads:duets_lead_fkey(second)')
      .eq('id', alice.id)
      .single();
    expect(byKey.data).toEqual({ username: 'alice', leads: [{ second: bob.id }] });
    const ambiguous = await anon.from('duets').select('id, profiles(username)');
    expect(ambiguous.error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'duets with profiles',
        relationship: 'duets_lead_fkey using duets(lead) and profiles(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'duets with profiles',
        relationship: 'duets_second_fkey using duets(second) and profiles(id)',
      },
    ]);
  });

  it('rolls back a single-object mutation that matched several rows', async () => {
    const { error, status } = await service
      .from('audio_files')
      .update({ description: 'all' })
      .neq('title', '')
      .select()
      .single();
    expect([status, error?.code]).toEqual([406, 'PGRST116']);
    const { data } = await anon.from('audio_files').select('description').eq('description', 'all');
    expect(data).toEqual([]);
  });
});
