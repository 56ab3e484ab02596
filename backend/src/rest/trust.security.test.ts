import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Trust, attacked from outside through /rest/v1 as a visitor or another member: e-mails (only their
 * owner sees one), quoted filter values, look-alike usernames (docs/product.md#5-validation-rules),
 * and plays that push a track up the ranking.
 */
describe.each(databases)('trust on %s', (kind) => {
  let stack: RunningStack;
  let alice: TestUser;
  let bob: TestUser;
  let track: string;
  const rest = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${init.token ?? stack.keys.anonKey}`,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
      },
    });

  beforeAll(async () => {
    stack = await startTestStack(kind);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
    const ids = await insertTracks(stack, alice.id, [
      { title: 'Quoted', genres: ['Drum, Bass', 'Rock "n" Roll', 'a\\b', 'x)y'] },
      { title: 'Plain', genres: ['Drum'] },
    ]);
    track = ids[0] as string;
    await stack.db.query(
      `insert into public.comments (audio_file_id, user_id, content) values ($1, $2, 'hi')`,
      [track, alice.id],
    );
  });
  afterAll(() => stack?.close());

  it("no one but the owner and the service role reads a member's e-mail, by any route", async () => {
    const routes = [
      'profiles?select=*',
      'profiles?select=email',
      `profiles?select=id,email&id=eq.${alice.id}`,
      'audio_files?select=*,profiles(*)',
      'audio_files?select=id,profiles(email,username)',
      'comments?select=*,profiles(*),audio_files(*,profiles(*))',
      'likes?select=*,profiles(*)',
      `profiles?email=eq.${encodeURIComponent(alice.email)}&select=id`,
      `profiles?email=like.*example*&select=id`,
    ];
    for (const token of [undefined, bob.token]) {
      for (const route of routes) {
        const res = await rest(route, { token });
        const text = await res.text();
        expect(text, route).not.toContain(alice.email);
        expect(text, route).not.toContain('@example.test');
        if (route.includes('email=')) expect(JSON.parse(text), route).toEqual([]);
      }
      // Every function the API exposes, called without arguments where it takes none.
      const root = (await (await rest('', { token })).json()) as { functions: string[] };
      for (const fn of root.functions) {
        const text = await (await rest(`rpc/${fn}`, { token, method: 'POST', body: '{}' })).text();
        expect(text, fn).not.toContain('@example.test');
      }
    }
    // The stored data has no copy of it outside auth.users.
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.profiles where email is not null',
    );
    expect(rows[0]?.n).toBe(0);
    // The owner has it from the session (the auth service's /user), display names stay.
    const { data } = await supabaseClient(stack).from('profiles').select('username').eq('id', alice.id);
    expect(data).toEqual([{ username: 'alice' }]);
  });

  it('a member who signs up without a username gets a display name, not their address', async () => {
    const carol = await createTestUser(stack, 'carol', null);
    const { data } = await supabaseClient(stack).from('profiles').select('username').eq('id', carol.id);
    expect(data?.[0]?.username).toMatch(/^carol-/);
  });

  it('filters take genres with commas, quotes, backslashes and parentheses as data', async () => {
    const client = supabaseClient(stack);
    const quote = (v: string) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    for (const genre of ['Drum, Bass', 'Rock "n" Roll', 'a\\b', 'x)y']) {
      const cs = await client
        .from('audio_files')
        .select('title')
        .filter('genres', 'cs', `{${quote(genre)}}`);
      expect(cs.error, genre).toBeNull();
      expect(cs.data, genre).toEqual([{ title: 'Quoted' }]);
      const inList = await client.from('genre_counts').select('genre').in('genre', [genre, 'none']);
      expect(inList.error, genre).toBeNull();
      expect(inList.data, genre).toEqual([{ genre }]);
      const or = await client
        .from('audio_files')
        .select('title')
        .or(`genres.cs.{${quote(genre)}},title.eq.${quote('no, such')}`);
      expect(or.error, genre).toBeNull();
      expect(or.data, genre).toEqual([{ title: 'Quoted' }]);
    }
    // "Drum" alone matches only the track that has exactly that genre.
    const drum = await client.from('audio_files').select('title').filter('genres', 'cs', '{Drum}');
    expect(drum.data).toEqual([{ title: 'Plain' }]);
  });

  it('refuses look-alike usernames: NFKC, confusables and case are folded', async () => {
    for (const name of ['аlice', 'ALICE', 'Ａlice', 'ΑLICE']) {
      const { error } = await bob.client.from('profiles').update({ username: name }).eq('id', bob.id);
      expect(error?.code, name).toBe('23505');
    }
    const { data } = await supabaseClient(stack).from('profiles').select('username').eq('id', bob.id);
    expect(data).toEqual([{ username: 'bob' }]);
    // Signing up with a look-alike does not take the name either.
    const mallory = await createTestUser(stack, 'mallory', 'аlice');
    const m = await supabaseClient(stack).from('profiles').select('username').eq('id', mallory.id);
    expect(m.data?.[0]?.username).not.toBe('аlice');
  });

  it('counts one play per listener per track per 30 s toward the ranking', async () => {
    const count = async () =>
      (
        await stack.db.query<{ n: number }>('select plays_count as n from public.audio_files where id = $1', [
          track,
        ])
      ).rows[0]?.n;
    const before = await count();
    for (let i = 0; i < 20; i++) {
      const res = await rest('plays', { method: 'POST', body: JSON.stringify({ audio_file_id: track }) });
      expect(res.status).toBe(201);
    }
    const batch = await rest('plays', {
      method: 'POST',
      body: JSON.stringify(Array.from({ length: 200 }, () => ({ audio_file_id: track }))),
    });
    expect(batch.status).toBe(201);
    expect(await count()).toBe((before ?? 0) + 1);
    // A member is another listener: their play counts once as well.
    for (let i = 0; i < 5; i++) {
      const { error } = await bob.client.from('plays').insert({ audio_file_id: track, user_id: bob.id });
      expect(error).toBeNull();
    }
    expect(await count()).toBe((before ?? 0) + 2);
    // The counter still matches the plays that count.
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.plays where audio_file_id = $1 and counted',
      [track],
    );
    expect(rows[0]?.n).toBe(await count());
  });
});
