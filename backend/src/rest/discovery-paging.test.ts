import {
  DISCOVERY_PAGE_SIZE,
  type DiscoveryParams,
  type DiscoverySort,
  discoveryRequest,
  nextCursor,
  SORT_COLUMN,
} from '@hifi/shared/discovery-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

type Row = { id: string; title: string; plays_count: number; likes_count: number; created_at: string };

const GENRES = ['Jazz', 'Rock', 'Ambient'];

describe.each(databases)('server-side discovery paging on %s', (kind) => {
  let stack: RunningStack;
  let anon: ReturnType<typeof supabaseClient>;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    anon = supabaseClient(stack);
    const owner = await createTestUser(stack, 'owner');
    const likers = await Promise.all([0, 1, 2].map((i) => createTestUser(stack, `liker${i}`)));
    const ids = await insertTracks(
      stack,
      owner.id,
      Array.from({ length: 37 }, (_, i) => ({
        title: i % 3 === 0 ? `Echo Chamber ${i}` : `Track ${i}`,
        description: i % 5 === 0 ? 'with an ECHO in the hall' : 'dry',
        genres: [GENRES[i % 3] as string],
        // several tracks share a second: the id must break the tie
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString(),
      })),
    );
    // plays with many ties (0..3), likes from up to three users
    for (const [i, id] of ids.entries()) {
      await stack.db.query(
        'insert into public.plays (audio_file_id) select $1 from generate_series(1, $2::int)',
        [id, i % 4],
      );
      for (const liker of likers.slice(0, i % 3)) {
        await stack.db.query('insert into public.likes (audio_file_id, user_id) values ($1, $2)', [
          id,
          liker.id,
        ]);
      }
    }
  });
  afterAll(() => stack?.close());

  async function page(options: DiscoveryParams): Promise<Row[]> {
    // the site's own request, as the site sends it
    const { data, error } = await discoveryRequest(options, anon);
    expect(error).toBeNull();
    expect((data ?? []).length).toBeLessThanOrEqual(DISCOVERY_PAGE_SIZE);
    return data ?? [];
  }

  /** What the database says the whole ordered list is, by SQL, to compare the API's pages against. */
  async function expected(
    sort: DiscoverySort,
    filter: { search?: string; genre?: string },
  ): Promise<string[]> {
    const column = SORT_COLUMN[sort];
    const r = await stack.db.query<{ id: string }>(
      `select id from public.audio_files
       where ($1::text is null or title ilike '%' || $1 || '%' or description ilike '%' || $1 || '%')
         and ($2::text is null or genres @> array[$2::text])
       order by ${column} desc, id`,
      [filter.search ?? null, filter.genre ?? null],
    );
    return r.rows.map((x) => x.id);
  }

  const cases: Array<[DiscoverySort, { search?: string; genre?: string }]> = [];
  for (const sort of ['likes', 'plays', 'recent'] as const) {
    cases.push(
      [sort, {}],
      [sort, { search: 'echo' }],
      [sort, { genre: 'Rock' }],
      [sort, { search: 'echo', genre: 'Jazz' }],
    );
  }

  it.each(cases)(
    'sort by %s with %o pages 10 at a time in the database order, every track once',
    async (sort, filter) => {
      const want = await expected(sort, filter);
      expect(want.length).toBeGreaterThan(0);
      const seen: string[] = [];
      let after: ReturnType<typeof nextCursor>;
      let pages = 0;
      do {
        const rows = await page({ sort, ...filter, after });
        seen.push(...rows.map((r) => r.id));
        after = nextCursor(sort, rows);
        pages++;
      } while (after && pages < 10);
      expect(seen).toEqual(want);
      expect(pages).toBe(Math.floor(want.length / DISCOVERY_PAGE_SIZE) + 1);
    },
  );

  it('keeps pages stable while play counts change between them: no duplicates, no unchanged track skipped', async () => {
    const before = await expected('plays', {});
    const first = await page({ sort: 'plays' });
    const cursor = nextCursor('plays', first);
    const shown = new Set(first.map((r) => r.id));
    const unseen = before.filter((id) => !shown.has(id));

    // Between page 1 and page 2: a shown track gains plays (moves within what was seen), an unseen
    // track from the far end jumps to the top (moves into what was seen), and the very last track
    // gains one play (moves up but stays after the cursor).
    const shownMover = first[first.length - 1] as Row;
    const jumper = unseen[unseen.length - 5] as string;
    const last = unseen[unseen.length - 1] as string;
    await stack.db.query('insert into public.plays (audio_file_id) select $1 from generate_series(1, 40)', [
      shownMover.id,
    ]);
    await stack.db.query('insert into public.plays (audio_file_id) select $1 from generate_series(1, 60)', [
      jumper,
    ]);
    expect((await anon.from('plays').insert({ audio_file_id: last })).error).toBeNull();

    const later: Row[] = [];
    let after = cursor;
    while (after) {
      const rows = await page({ sort: 'plays', after });
      later.push(...rows);
      after = nextCursor('plays', rows);
    }
    const all = [...first.map((r) => r.id), ...later.map((r) => r.id)];
    expect(new Set(all).size).toBe(all.length);
    // every track whose place relative to the cursor did not change is shown exactly once, in order
    const unchanged = (id: string) => id !== jumper && id !== last;
    expect(all.filter(unchanged)).toEqual(before.filter(unchanged));
    // the track that gained a play but stayed after the cursor is still shown, once
    expect(all.filter((id) => id === last)).toHaveLength(1);
    expect(all).not.toContain(jumper);
    // the jumper now ranks above the first page: it is the top of the next refresh, not a repeat
    const refreshed = await page({ sort: 'plays' });
    expect(refreshed[0]?.id).toBe(jumper);

    // limit/offset paging over the same change repeats the track at the page edge
    const offsetPage = await anon
      .from('audio_files')
      .select('id')
      .order('plays_count', { ascending: false })
      .order('id')
      .range(10, 19);
    expect(offsetPage.data?.[0]?.id).toBe(first[first.length - 2]?.id);
  });

  it('treats search text as data: commas, quotes, parentheses and wildcards do not break the filter', async () => {
    for (const search of ['a,b', '"quoted"', 'x)(y', '100%', 'o_o', 'back\\slash']) {
      const { error, data } = await discoveryRequest({ sort: 'recent', search }, anon);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});
