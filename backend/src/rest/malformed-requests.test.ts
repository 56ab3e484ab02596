import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Garbage in through supabase-js's own builders: every answer is a 4xx with a PostgREST error
 * body naming the problem, never a 5xx, and nothing is written. (PGlite only: this is about the
 * parser and planner, which are the same on both databases.)
 */
describe('malformed requests', () => {
  let stack: RunningStack;
  let service: ReturnType<typeof supabaseClient>;

  beforeAll(async () => {
    stack = await startTestStack('pglite');
    service = supabaseClient(stack, stack.keys.serviceRoleKey);
  });
  afterAll(() => stack?.close());

  const selects = [
    '*,profiles(',
    'a:b:c',
    ',',
    'profiles!!inner(*)',
    '*,profiles!nope(*)',
    'title::',
    'title::text::int',
    'title->',
    'title->>a',
    '...profiles',
    '*,plays(*,count)',
    'nope(*)',
    'id,"we""ird"',
  ];
  const ors = [
    '',
    ',',
    'a',
    'title.eq',
    'and(title.eq.a',
    'title.eq.a)',
    'not.xor(title.eq.a)',
    'title.in.("a)',
  ];
  const filters: Array<[string, string, string]> = [
    ['title', 'in', '('],
    ['genres', 'cs', 'abc'],
    ['genres', 'cs', '{'],
    ['plays_count', 'gt', 'abc'],
    ['plays_count', 'in', '(1,x)'],
    ['created_at', 'lt', 'the day before'],
    ['id', 'eq', '1'],
    ['title', 'fts(nope)', 'x'],
    ['title', 'fts', '&&&'],
    ['title', 'match', '('],
    ['plays_count', 'is', 'maybe'],
    ['title->a', 'eq', '1'],
    ['nope', 'eq', '1'],
    ['profiles.nope', 'eq', '1'],
  ];
  const orders = ['', '.', 'nope', 'comments(content)', 'x(', 'profiles(nope)'];

  it('answers 4xx with a PostgREST error for each, and writes nothing', async () => {
    const answers: Array<{ what: string; status: number; code?: string; message?: string }> = [];
    const record = async (
      what: string,
      q: PromiseLike<{ status: number; error: { code: string; message: string } | null }>,
    ) => {
      const { status, error } = await q;
      answers.push({ what, status, code: error?.code, message: error?.message });
    };
    for (const s of selects) await record(`select ${s}`, service.from('audio_files').select(s));
    for (const o of ors) await record(`or ${o}`, service.from('audio_files').select('id').or(o));
    for (const [c, op, v] of filters) {
      await record(
        `filter ${c} ${op} ${v}`,
        service.from('audio_files').select('id, profiles(username)').filter(c, op, v),
      );
      await record(
        `update ${c} ${op} ${v}`,
        service.from('audio_files').update({ title: 'x' }).filter(c, op, v),
      );
      await record(`delete ${c} ${op} ${v}`, service.from('audio_files').delete().filter(c, op, v));
    }
    for (const o of orders)
      await record(`order ${o}`, service.from('audio_files').select('id, comments(id)').order(o));
    await record('limit -1', service.from('audio_files').select('id').limit(-1));
    await record('insert array of arrays', service.from('audio_files').insert([[1]] as never));
    await record('insert a string', service.from('audio_files').insert('x' as never));
    await record('insert unknown column', service.from('audio_files').insert({ nope: 1 } as never));
    await record(
      'upsert on unknown column',
      service.from('likes').upsert({ user_id: null }, { onConflict: 'nope' }),
    );
    await record('rpc unknown', service.rpc('nope' as never));

    const failures = answers.filter((a) => a.status < 400 || a.status >= 500 || !a.code || !a.message);
    expect(failures).toEqual([]);
    const { count } = await service.from('audio_files').select('*', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});
