import { randomUUID } from 'node:crypto';
import type { PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Row level security, table by table and operation by operation, through /rest/v1 with
 * supabase-js: as a visitor (anon), as user A on A's own rows, and as user B on A's rows.
 * An allowed call succeeds and changes what it should; a forbidden one changes nothing.
 */
type Actor = 'anon' | 'A' | 'B';
type Client = ReturnType<typeof supabaseClient>;
interface Fixture {
  track: string;
  /** an upload of A's that the verify-upload function has read */
  upload: string;
  like: number;
  comment: number;
}
interface Ctx {
  a: TestUser;
  b: TestUser;
  f: Fixture;
}
interface Case {
  table: string;
  op: string;
  allowed: Actor[];
  run: (client: Client, ctx: Ctx) => PromiseLike<{ error: PostgrestError | null; data?: unknown }>;
  /** What the database holds that the call may change (read bypassing RLS). */
  state: (db: RunningStack['db'], ctx: Ctx) => Promise<unknown>;
}

const one = async (db: RunningStack['db'], sql: string, params: unknown[]) =>
  (await db.query(sql, params)).rows;

const CASES: Case[] = [
  // profiles
  {
    table: 'profiles',
    op: 'select A',
    allowed: ['anon', 'A', 'B'],
    run: (c, { a }) => c.from('profiles').select('id, username').eq('id', a.id),
    state: async () => null,
  },
  {
    table: 'profiles',
    op: 'insert',
    allowed: [],
    run: (c) =>
      c.from('profiles').insert({ id: randomUUID(), email: 'x@example.test', username: `x${Date.now()}` }),
    state: (db) => one(db, 'select count(*)::int as n from public.profiles', []),
  },
  {
    table: 'profiles',
    op: "update A's username",
    allowed: ['A'],
    run: (c, { a }) =>
      c
        .from('profiles')
        .update({ username: `renamed-${randomUUID().slice(0, 6)}` })
        .eq('id', a.id),
    state: (db, { a }) => one(db, 'select username from public.profiles where id = $1', [a.id]),
  },
  {
    table: 'profiles',
    op: "update A's email",
    allowed: [],
    run: (c, { a }) => c.from('profiles').update({ email: 'stolen@example.test' }).eq('id', a.id),
    state: (db, { a }) => one(db, 'select email from public.profiles where id = $1', [a.id]),
  },
  {
    table: 'profiles',
    op: "delete A's profile",
    allowed: [],
    run: (c, { a }) => c.from('profiles').delete().eq('id', a.id),
    state: (db, { a }) => one(db, 'select id from public.profiles where id = $1', [a.id]),
  },
  // audio_files
  {
    table: 'audio_files',
    op: "select A's track",
    allowed: ['anon', 'A', 'B'],
    run: (c, { f }) => c.from('audio_files').select('id').eq('id', f.track),
    state: async () => null,
  },
  {
    table: 'audio_files',
    op: 'insert a track owned by A',
    allowed: ['A'],
    run: (c, { a, f }) =>
      c.from('audio_files').insert({ title: 'Mine?', file_path: f.upload, user_id: a.id }),
    state: (db, { a }) =>
      one(db, 'select count(*)::int as n from public.audio_files where user_id = $1', [a.id]),
  },
  {
    table: 'audio_files',
    op: "update A's track",
    allowed: ['A'],
    run: (c, { f }) =>
      c
        .from('audio_files')
        .update({ title: 'Edited', genres: ['Edited'] })
        .eq('id', f.track),
    state: (db, { f }) => one(db, 'select title, genres from public.audio_files where id = $1', [f.track]),
  },
  {
    table: 'audio_files',
    op: "move A's track to another owner",
    allowed: [],
    run: (c, { f, b }) => c.from('audio_files').update({ user_id: b.id }).eq('id', f.track),
    state: (db, { f }) => one(db, 'select user_id from public.audio_files where id = $1', [f.track]),
  },
  {
    table: 'audio_files',
    op: "forge A's track counters",
    allowed: [],
    run: (c, { f }) =>
      c.from('audio_files').update({ plays_count: 1000, likes_count: 1000 }).eq('id', f.track),
    state: (db, { f }) =>
      one(db, 'select plays_count, likes_count from public.audio_files where id = $1', [f.track]),
  },
  {
    table: 'audio_files',
    op: "delete A's track",
    allowed: ['A'],
    run: (c, { f, a }) => c.from('audio_files').delete().eq('id', f.track).eq('user_id', a.id),
    state: (db, { f }) => one(db, 'select id from public.audio_files where id = $1', [f.track]),
  },
  // likes
  {
    table: 'likes',
    op: "select A's like",
    allowed: ['anon', 'A', 'B'],
    run: (c, { f }) => c.from('likes').select('id').eq('id', f.like),
    state: async () => null,
  },
  {
    table: 'likes',
    op: 'insert a like as A',
    allowed: ['A'],
    run: async (c, { a }) => {
      const [track] = await freshTrack(a);
      return c.from('likes').insert({ audio_file_id: track, user_id: a.id });
    },
    state: (db, { a }) => one(db, 'select count(*)::int as n from public.likes where user_id = $1', [a.id]),
  },
  {
    table: 'likes',
    op: "move A's like",
    allowed: [],
    run: (c, { f, b }) => c.from('likes').update({ user_id: b.id }).eq('id', f.like),
    state: (db, { f }) => one(db, 'select user_id from public.likes where id = $1', [f.like]),
  },
  {
    table: 'likes',
    op: "delete A's like",
    allowed: ['A'],
    run: (c, { f, a }) => c.from('likes').delete().eq('audio_file_id', f.track).eq('user_id', a.id),
    state: (db, { f }) => one(db, 'select id from public.likes where id = $1', [f.like]),
  },
  // plays
  {
    table: 'plays',
    op: "select A's plays",
    allowed: ['anon', 'A', 'B'],
    run: (c, { a }) => c.from('plays').select('id').eq('user_id', a.id),
    state: async () => null,
  },
  {
    table: 'plays',
    op: 'insert a play as A',
    allowed: ['A'],
    run: (c, { f, a }) => c.from('plays').insert({ audio_file_id: f.track, user_id: a.id }),
    state: (db, { f }) =>
      one(
        db,
        'select count(*)::int as n, (select plays_count from public.audio_files where id = $1) as counter from public.plays where audio_file_id = $1',
        [f.track],
      ),
  },
  {
    table: 'plays',
    op: 'insert an anonymous play',
    allowed: ['anon', 'A', 'B'],
    run: (c, { f }) => c.from('plays').insert({ audio_file_id: f.track }),
    state: (db, { f }) =>
      one(db, 'select count(*)::int as n from public.plays where audio_file_id = $1', [f.track]),
  },
  {
    table: 'plays',
    op: "update A's plays",
    allowed: [],
    run: (c, { a }) => c.from('plays').update({ played_at: '2000-01-01T00:00:00Z' }).eq('user_id', a.id),
    state: (db, { a }) =>
      one(db, 'select played_at from public.plays where user_id = $1 order by id', [a.id]),
  },
  {
    table: 'plays',
    op: "delete A's plays",
    allowed: [],
    run: (c, { a }) => c.from('plays').delete().eq('user_id', a.id),
    state: (db, { a }) => one(db, 'select count(*)::int as n from public.plays where user_id = $1', [a.id]),
  },
  // comments
  {
    table: 'comments',
    op: "select A's comment",
    allowed: ['anon', 'A', 'B'],
    run: (c, { f }) => c.from('comments').select('id').eq('id', f.comment),
    state: async () => null,
  },
  {
    table: 'comments',
    op: 'insert a comment as A',
    allowed: ['A'],
    run: (c, { f, a }) =>
      c.from('comments').insert({ audio_file_id: f.track, user_id: a.id, content: 'as A' }),
    state: (db, { a }) =>
      one(db, 'select count(*)::int as n from public.comments where user_id = $1', [a.id]),
  },
  {
    table: 'comments',
    op: "edit A's comment",
    allowed: ['A'],
    run: (c, { f }) => c.from('comments').update({ content: 'edited' }).eq('id', f.comment),
    state: (db, { f }) => one(db, 'select content from public.comments where id = $1', [f.comment]),
  },
  {
    table: 'comments',
    op: "delete A's comment",
    allowed: ['A'],
    run: (c, { f }) => c.from('comments').delete().eq('id', f.comment),
    state: (db, { f }) => one(db, 'select id from public.comments where id = $1', [f.comment]),
  },
];

let currentStack: RunningStack;
const freshTrack = (owner: TestUser) => insertTracks(currentStack, owner.id, [{ title: 'fresh' }]);

describe.each(databases)('RLS matrix through /rest/v1 on %s', (kind) => {
  let stack: RunningStack;
  let clients: Record<Actor, Client>;
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    currentStack = stack;
    a = await createTestUser(stack, 'usera');
    b = await createTestUser(stack, 'userb');
    clients = { anon: supabaseClient(stack), A: a.client, B: b.client };
  });
  afterAll(() => stack?.close());

  /** A's track with A's like, comment and play, made fresh for each case. */
  async function fixture(): Promise<Fixture> {
    const [track] = await insertTracks(stack, a.id, [{ title: 'A track', genres: ['Original'] }]);
    const like = await stack.db.query<{ id: number }>(
      'insert into public.likes (audio_file_id, user_id) values ($1, $2) returning id',
      [track, a.id],
    );
    const comment = await stack.db.query<{ id: number }>(
      `insert into public.comments (audio_file_id, user_id, content) values ($1, $2, 'original') returning id`,
      [track, a.id],
    );
    await stack.db.query('insert into public.plays (audio_file_id, user_id) values ($1, $2)', [track, a.id]);
    const upload = `${randomUUID()}.flac`;
    await storeVerifiedObject(stack, a.id, upload);
    return {
      track: track as string,
      upload,
      like: Number(like.rows[0]?.id),
      comment: Number(comment.rows[0]?.id),
    };
  }

  const matrix = CASES.flatMap((c) =>
    (['anon', 'A', 'B'] as const).map(
      (actor) => [c.table, c.op, actor, c.allowed.includes(actor) ? 'allowed' : 'forbidden', c] as const,
    ),
  );

  it.each(matrix)('%s: %s as %s is %s', async (_table, op, actor, verdict, c) => {
    const ctx: Ctx = { a, b, f: await fixture() };
    const before = await c.state(stack.db, ctx);
    const result = await c.run(clients[actor], ctx);
    const after = await c.state(stack.db, ctx);
    if (op.startsWith('select')) {
      // everything is public to read
      expect(result.error).toBeNull();
      expect(result.data).not.toEqual([]);
      return;
    }
    if (verdict === 'allowed') {
      expect(result.error).toBeNull();
      expect(after).not.toEqual(before);
    } else {
      expect(after).toEqual(before);
      if (result.error) expect(['42501', '23505', 'PGRST116']).toContain(result.error.code);
    }
  });
});
