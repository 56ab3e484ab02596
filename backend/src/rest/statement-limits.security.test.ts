import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';
import { LIMITS } from './limits.ts';

/**
 * Statement limits as Supabase sets them (anon 3 s, authenticated 8 s, the service role
 * none), on PGlite as on PostgreSQL, attacked through /rest/v1/rpc as a visitor or a member would.
 * PostgreSQL cancels the statement; PGlite cannot, so there a statement the planner sees is too
 * costly never starts, and one that ran past its role's limit fails as PostgreSQL's would: the
 * caller gets the same 57014 either way (docs/supabase-compat.md).
 */
const TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout' };

describe.each(databases)('statement limits on %s', (kind) => {
  let stack: RunningStack;
  let member: TestUser;
  const anon = () => supabaseClient(stack);

  beforeAll(async () => {
    stack = await startTestStack(kind);
    member = await createTestUser(stack, 'member');
    // What a careless migration could expose: a function that takes as long as it is told, one whose
    // work grows with the square of its argument, one that answers as much as it is asked for.
    await stack.db.exec(`
      create table public.statement_notes (note text not null);
      grant insert, select on public.statement_notes to anon, authenticated;
      create function public.slow_note(note text, seconds float) returns void language plpgsql as $$
        begin
          insert into public.statement_notes (note) values (note);
          perform pg_sleep(seconds);
        end $$;
      create function public.pairs(n int) returns setof int language sql stable as $$
        select a from generate_series(1, n) a, generate_series(1, n) b
      $$;
      create function public.big_answer(chars int) returns text language sql stable as $$
        select repeat('x', chars)
      $$;
    `);
  });
  afterAll(() => stack?.close());

  const notes = async () =>
    (await stack.db.query<{ note: string }>('select note from public.statement_notes')).rows.map(
      (r) => r.note,
    );

  it('ends an anonymous call too costly for its 3 s (cancelled on PostgreSQL, refused before it starts on PGlite), while a visitor stays answered', async () => {
    const small = await anon().rpc('pairs', { n: 10 });
    expect(small.error).toBeNull();
    expect(small.data).toHaveLength(100);

    const visitor: number[] = [];
    let stop = false;
    const browsing = (async () => {
      while (!stop) {
        const t = performance.now();
        const res = await fetch(`${stack.url}/rest/v1/profiles?select=username&limit=10`, {
          headers: { apikey: stack.keys.anonKey },
        });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        visitor.push(performance.now() - t);
      }
    })();
    const attacks: number[] = [];
    // PostgreSQL answers each attack when statement_timeout ends it (3 s): long enough for two.
    const until = performance.now() + (kind === 'postgres' ? 4000 : 2000);
    while (performance.now() < until) {
      const t = performance.now();
      // 10^12 rows: hours of the one PGlite connection if it ever started.
      const { error, status } = await anon().rpc('pairs', { n: 1_000_000 });
      attacks.push(performance.now() - t);
      expect(status).toBe(500);
      expect(error).toMatchObject(TIMEOUT);
    }
    stop = true;
    await browsing;
    const worst = Math.max(...visitor);
    console.log(
      `[statement limits ${kind}] ${attacks.length} costly anonymous calls ended (57014) in at most ${Math.max(...attacks).toFixed(0)} ms; ` +
        `visitor worst ${worst.toFixed(0)} ms over ${visitor.length} requests`,
    );
    expect(Math.max(...attacks)).toBeLessThan(kind === 'postgres' ? 3500 : 1000);
    expect(visitor.length).toBeGreaterThanOrEqual(20);
    expect(worst).toBeLessThan(1000);
  });

  it('ends a visitor statement past 3 s as PostgreSQL cancels it (57014, HTTP 500) and keeps nothing it wrote', async () => {
    const started = Date.now();
    const { error, status } = await anon().rpc('slow_note', { note: 'visitor', seconds: 3.5 });
    expect(status).toBe(500);
    expect(error).toMatchObject(TIMEOUT);
    // PostgreSQL cancels at the limit; PGlite fails the request when the statement returns.
    expect(Date.now() - started).toBeLessThan(kind === 'postgres' ? 3400 : 5000);
    expect(await notes()).not.toContain('visitor');
  });

  it('lets a member run the same statement (the authenticated limit is 8 s)', async () => {
    const { error, status } = await member.client.rpc('slow_note', { note: 'member', seconds: 3.5 });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await notes()).toContain('member');
  });

  it('ends a member statement past 8 s the same way', async () => {
    const started = Date.now();
    const { error, status } = await member.client.rpc('slow_note', {
      note: 'member, too long',
      seconds: 8.5,
    });
    expect(status).toBe(500);
    expect(error).toMatchObject(TIMEOUT);
    expect(Date.now() - started).toBeLessThan(kind === 'postgres' ? 8400 : 10_000);
    expect(await notes()).not.toContain('member, too long');
  }, 20_000);

  it('lets the service role run work longer than a visitor may', async () => {
    const { error } = await supabaseClient(stack, stack.keys.serviceRoleKey).rpc('slow_note', {
      note: 'service',
      seconds: 3.5,
    });
    expect(error).toBeNull();
    expect(await notes()).toContain('service');
  });

  it('refuses an answer larger than the response size limit with a 413 that names it', async () => {
    // Asked by a member: the limit is every role's, and building 16 MiB on PGlite beside the story
    // suite once ran past anon's 3 s statement_timeout (a 500, not the limit under test).
    const { error, status } = await member.client.rpc('big_answer', { chars: LIMITS.responseBytes + 1024 });
    expect(status).toBe(413);
    expect(error?.code).toBe('PGRST413');
    expect(error?.message).toMatch(/response size in bytes limit \(16777216\)/);
    const fits = await anon().rpc('big_answer', { chars: 1000 });
    expect(fits.error).toBeNull();
    expect(fits.data).toHaveLength(1000);
  });
});
