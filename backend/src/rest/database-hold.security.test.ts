import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * No single anonymous request may hold the database (on PGlite, its one connection)
 * long enough to starve other visitors, and memory returns after the attempt. Each attack is
 * answered within 3.5 s (on PostgreSQL, its 3 s statement_timeout plus sending the answer), again and again for 2 s, while a visitor keeps browsing (p99 ≤ 1 s over
 * at least 20 of its requests); the figures are printed. The protection is Supabase's own shape
 * (docs/supabase-compat.md): no cap on embeds or rows, statement_timeout per role; a statement
 * that would run past it ends with 57014 (PostgreSQL cancels it, PGlite refuses it beforehand).
 */
const ATTACK_BUDGET_MS = 3500;
/**
 * On PostgreSQL an attack may run until statement_timeout cancels it (3 s for anon, as on
 * Supabase), then roll back: the database is not held (other connections serve the visitor).
 * A statement that ends just inside its 3 s still has its answer built and sent, which on a
 * loaded 2-core CI machine took up to 6.4 s; unbounded, these attacks run for minutes.
 */
const POSTGRES_ATTACK_BUDGET_MS = 10_000;
/** how long each attack is repeated, and the fewest visitor requests its p99 is taken over */
const ATTACK_WINDOW_MS = 2000;
const MIN_VISITOR_SAMPLES = 20;

describe.each(databases)('a database no single request can freeze, on %s', (kind) => {
  let stack: RunningStack;
  let track: string;
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${stack.keys.anonKey}`,
        'content-type': 'application/json',
      },
    });

  beforeAll(async () => {
    stack = await startTestStack(kind);
    // A community big enough that fan-out embeds are expensive: 40 members, 400 tracks,
    // 20 000 plays, 4 000 comments.
    await stack.db.exec(`
      insert into auth.users (id, aud, role, email, created_at, updated_at)
        select gen_random_uuid(), 'authenticated', 'authenticated', 'm' || i || '@example.test', now(), now()
        from generate_series(1, 40) i;
      insert into public.audio_files (user_id, title, file_path)
        select p.id, 'Track ' || i, p.id || '/' || i || '.flac'
        from generate_series(1, 10) i, public.profiles p;
      insert into public.plays (audio_file_id)
        select a.id from public.audio_files a, generate_series(1, 50);
      insert into public.comments (audio_file_id, user_id, content)
        select a.id, a.user_id, 'nice ' || i from public.audio_files a, generate_series(1, 10) i;
    `);
    const { rows } = await stack.db.query<{ id: string }>('select id from public.audio_files limit 1');
    track = rows[0]?.id as string;
  });
  afterAll(() => stack?.close());

  /**
   * The attacker repeats the request for ATTACK_WINDOW_MS (an attacker does not stop at one) while
   * a visitor keeps browsing, so the visitor's p99 is taken over at least MIN_VISITOR_SAMPLES.
   */
  async function whileVisitorBrowses(attack: () => Promise<Response>) {
    const latencies: number[] = [];
    let stop = false;
    const visitor = (async () => {
      while (!stop) {
        const t = performance.now();
        const res = await rest(
          'audio_files?select=id,title,profiles(username)&order=plays_count.desc&limit=10',
        );
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    })();
    const started = performance.now();
    let slowest = 0;
    let attempts = 0;
    let last: { status: number; body: string } = { status: 0, body: '' };
    while (
      attempts === 0 ||
      performance.now() - started < ATTACK_WINDOW_MS ||
      (latencies.length < MIN_VISITOR_SAMPLES && performance.now() - started < 30_000)
    ) {
      const t = performance.now();
      const res = await attack();
      last = { status: res.status, body: await res.text() };
      slowest = Math.max(slowest, performance.now() - t);
      attempts++;
    }
    stop = true;
    await visitor;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
    return { ...last, slowest, attempts, p99, samples: latencies.length };
  }

  // Made once: building it in the loop would load the event loop the stack shares with this test.
  let playsBody: string | undefined;
  const thirtyThousandPlays = () => {
    if (playsBody === undefined)
      playsBody = JSON.stringify(Array.from({ length: 30_000 }, () => ({ audio_file_id: track })));
    return playsBody;
  };
  const attacks: Array<{ name: string; run: () => Promise<Response>; pgliteRefuses?: boolean }> = [
    {
      name: '30 000-row insert into plays',
      run: () =>
        rest('plays', {
          method: 'POST',
          body: thirtyThousandPlays(),
        }),
      pgliteRefuses: true,
    },
    {
      name: 'embed 6 deep',
      run: () =>
        rest(
          'audio_files?select=*,profiles(*,audio_files(*,comments(*,profiles(*,audio_files(*,plays(*))))))',
        ),
      pgliteRefuses: true,
    },
    {
      name: 'embed 20 wide',
      run: () =>
        rest(`audio_files?select=*,${Array.from({ length: 20 }, (_, i) => `p${i}:plays(*)`).join(',')}`),
      pgliteRefuses: true,
    },
    {
      name: 'fan-out embed within the depth limit',
      run: () => rest('audio_files?select=*,plays(*),comments(*,audio_files(*,plays(*),comments(*)))'),
    },
    {
      name: 'fan-out embed from plays',
      run: () => rest('plays?select=*,audio_files(*,plays(*),comments(*))'),
    },
    {
      // Heavy but allowed: as many rows as a read may return, each with its track and comments.
      name: 'the largest read allowed',
      run: () => rest('plays?select=*,audio_files(id,title,comments(content))&limit=1000'),
    },
  ];

  it('records plays in time linear in the rows (counters are kept per statement, not per row)', async () => {
    const timed = async (rows: number) => {
      const t = performance.now();
      await stack.db.query(
        'insert into public.plays (audio_file_id) select $1 from generate_series(1, $2::int)',
        [track, rows],
      );
      return performance.now() - t;
    };
    const before =
      (
        await stack.db.query<{ n: number }>('select plays_count as n from public.audio_files where id = $1', [
          track,
        ])
      ).rows[0]?.n ?? 0;
    const small = await timed(3_000);
    const large = await timed(30_000);
    console.log(
      `[hold ${kind}] service-role insert of 3 000 plays ${small.toFixed(0)} ms, 30 000 plays ${large.toFixed(0)} ms (ratio ${(large / small).toFixed(1)}; 10 linear, 100 quadratic)`,
    );
    const after = (
      await stack.db.query<{ n: number }>('select plays_count as n from public.audio_files where id = $1', [
        track,
      ])
    ).rows[0]?.n;
    expect(after).toBe(before + 33_000);
    await stack.db.query(
      'delete from public.plays where audio_file_id = $1 and id > (select max(id) - 33000 from public.plays)',
      [track],
    );
  }, 60_000);

  it('answers each attack within 3.5 s, keeps a visitor p99 under 1 s and changes nothing', async () => {
    const rssBefore = process.memoryUsage().rss;
    const playsBefore = (await stack.db.query<{ n: number }>('select count(*)::int as n from public.plays'))
      .rows[0]?.n;
    for (const attack of attacks) {
      const { status, body, slowest, attempts, p99, samples } = await whileVisitorBrowses(attack.run);
      console.log(
        `[hold ${kind}] ${attack.name}: ${status} (${body.length} bytes), ${attempts} times, slowest ${slowest.toFixed(0)} ms; ` +
          `visitor p99 ${p99.toFixed(0)} ms over ${samples} requests`,
      );
      expect(slowest, attack.name).toBeLessThan(
        kind === 'postgres' ? POSTGRES_ATTACK_BUDGET_MS : ATTACK_BUDGET_MS,
      );
      expect(samples, attack.name).toBeGreaterThanOrEqual(MIN_VISITOR_SAMPLES);
      expect(p99, attack.name).toBeLessThan(1000);
      // Answered, or ended as statement_timeout ends a statement: never any other server error.
      if (status >= 500) {
        expect(status, `${attack.name}: ${body}`).toBe(500);
        expect((JSON.parse(body) as { code: string }).code, attack.name).toBe('57014');
      }
      if (kind === 'pglite' && attack.pgliteRefuses) expect(status, `${attack.name}: ${body}`).toBe(500);
    }
    const playsAfter = (await stack.db.query<{ n: number }>('select count(*)::int as n from public.plays'))
      .rows[0]?.n as number;
    // PGlite refused the 30 000-row write before it started; PostgreSQL may have finished some
    // within the 3 s, each whole (a statement either commits all its rows or none).
    if (kind === 'pglite') expect(playsAfter).toBe(playsBefore);
    else expect((playsAfter - (playsBefore as number)) % 30_000).toBe(0);
    console.log(`[hold ${kind}] plays written by the attacks: ${playsAfter - (playsBefore as number)}`);
    if (kind === 'pglite') {
      // PGlite runs in this process: its memory is ours, and must come back.
      await new Promise((r) => setTimeout(r, 30_000));
      const rssAfter = process.memoryUsage().rss;
      console.log(
        `[hold ${kind}] RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssAfter / 2 ** 20).toFixed(0)} MB 30 s after`,
      );
      expect(rssAfter - rssBefore).toBeLessThan(150 * 2 ** 20);
    }
  }, 180_000);
});
