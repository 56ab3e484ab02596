import type pg from 'pg';

/**
 * The community benchmark's corpus, generated inside PostgreSQL with generate_series as
 * discovery-data.ts does: members with usernames and display names, their tracks, follows with a
 * few popular artists (half of every member's follows go to the 100 most popular) and public,
 * unlisted and private playlists. Triggers and secondary indexes are off during the load; the
 * follow counts are computed once at the end.
 */
export interface CommunitySizes {
  members: number;
  tracks: number;
  follows: number;
  playlists: number;
}

export const COMMUNITY_SIZES: CommunitySizes = {
  members: 10_000,
  tracks: 1_000_000,
  follows: 100_000,
  playlists: 20_000,
};

/** Bumped when the generated data changes, so a kept database is regenerated. */
const DATA_VERSION = 1;

const FIRST = ['Ana', 'Ben', 'Chiara', 'Dmitri', 'Elif', 'Femi', 'Grace', 'Hiro', 'Ines', 'Jonas'];
const LAST = [
  'Lindqvist',
  'Okafor',
  'Moreau',
  'Tanaka',
  'Novak',
  'Silva',
  'Kowalski',
  'Haddad',
  'Brennan',
  'Castillo',
  'Eriksen',
  'Farouk',
  'Gallo',
  'Ivanova',
  'Jensen',
  'Khan',
  'Larsen',
  'Moyo',
  'Nakamura',
  'Osei',
];
const WORDS = [
  'Harbor',
  'Midnight',
  'Velvet',
  'Echo',
  'Signal',
  'Meadow',
  'Lantern',
  'Tide',
  'Orchard',
  'Circuit',
];
const KINDS = ['mix', 'favourites', 'for the road', 'rips', 'sessions'];

/** What the benchmark searches for: a display name part, a playlist word, a track word. */
export const SEARCH_TEXT = { artist: 'lindqv', playlist: 'harbor', track: 'echo' } as const;

const literal = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Member n's id, as SQL over an expression (n from 1). */
const member = (n: string) => `md5('m' || ${n})::uuid`;

export async function isPopulated(client: pg.Client, sizes: CommunitySizes): Promise<boolean> {
  const r = await client.query(
    `select exists (select 1 from information_schema.tables where table_schema = 'bench' and table_name = 'community') as ok`,
  );
  if (!r.rows[0]?.ok) return false;
  const m = (await client.query('select * from bench.community')).rows[0];
  return (
    !!m &&
    Number(m.version) === DATA_VERSION &&
    Number(m.members) === sizes.members &&
    Number(m.tracks) === sizes.tracks &&
    Number(m.playlists) === sizes.playlists
  );
}

export async function generate(client: pg.Client, sizes: CommunitySizes, log: (line: string) => void) {
  const { members: U, tracks: N, follows: F, playlists: P } = sizes;
  const perMember = Math.round(F / U);
  const step = async (what: string, sql: string) => {
    const t = performance.now();
    await client.query(sql);
    log(`${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await client.query(
    `set maintenance_work_mem = '512MB'; set synchronous_commit = off; set work_mem = '64MB'`,
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('audio_files', 'profiles', 'follows', 'playlists')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes.rows) await client.query(`drop index public."${index.name}"`);
  await client.query('set session_replication_role = replica');

  await step(
    `${U} members`,
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     select ${member('g')}, 'authenticated', 'authenticated', 'member' || g || '@bench.local', '{}', now(), now()
     from generate_series(1, ${U}) g;
     insert into public.profiles (id, username, display_name, created_at)
     select ${member('g')}, 'member' || g,
            f[1 + g % 10] || ' ' || l[1 + (g / 10) % 20], now() - make_interval(days => g % 900)
     from generate_series(1, ${U}) g, (select ${literal(FIRST)} f, ${literal(LAST)} l) w;`,
  );
  await step(
    `${N} tracks`,
    `insert into public.audio_files (id, user_id, title, description, file_path, genres, duration, codec,
       sample_rate, bit_depth, channels, created_at, likes_count, plays_count)
     select md5('t' || g)::uuid, ${member(`(1 + (g * 7919) % ${U})`)},
            w[1 + (g * 31) % 10] || ' ' || w[1 + (g * 17) % 10] || ' ' || g,
            'Recorded in ' || (1990 + g % 35), 'bench/' || g || '.flac', array['Electronic'],
            60 + g % 400, 'FLAC', 44100, 16, 2,
            now() - make_interval(secs => g * 30 + (g * 7) % 29),
            (get_byte(decode(md5('l' || g), 'hex'), 0) * get_byte(decode(md5('l' || g), 'hex'), 1)) / 64,
            get_byte(decode(md5('p' || g), 'hex'), 0) * 4
     from generate_series(1::bigint, ${N}) g, (select ${literal(WORDS)} w) x`,
  );
  // Half of each member's follows go to the 100 most popular artists, half anywhere; never themselves.
  await step(
    `~${F} follows`,
    `insert into public.follows (follower_id, followee_id, created_at)
     select ${member('f')}, ${member('t')}, now() - make_interval(mins => (f * 13 + k * 7) % 100000)
     from generate_series(1, ${U}) f, generate_series(1, ${perMember}) k,
          lateral (select case when k <= ${perMember / 2} then 1 + (f + k * 13) % 100
                               else 1 + (f - 1 + k * 997) % ${U} end as t) c
     where t <> f
     on conflict do nothing`,
  );
  await step(
    'follow counts',
    `update public.profiles p set followers_count = c.n
       from (select followee_id, count(*)::int as n from public.follows group by 1) c where p.id = c.followee_id;
     update public.profiles p set following_count = c.n
       from (select follower_id, count(*)::int as n from public.follows group by 1) c where p.id = c.follower_id;`,
  );
  await step(
    `${P} playlists`,
    `insert into public.playlists (id, user_id, title, visibility, created_at, updated_at)
     select md5('pl' || g)::uuid, ${member(`(1 + g % ${U})`)},
            w[1 + g % 10] || ' ' || k[1 + (g / 10) % 5] || ' ' || g,
            case when g % 10 < 7 then 'public' when g % 10 < 9 then 'unlisted' else 'private' end,
            now() - make_interval(hours => g), now() - make_interval(hours => g)
     from generate_series(1, ${P}) g, (select ${literal(WORDS)} w, ${literal(KINDS)} k) x`,
  );
  await client.query('set session_replication_role = origin');
  const t = performance.now();
  for (const index of indexes.rows) await client.query(index.def);
  log(`${indexes.rows.length} indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await step('vacuum analyze', 'vacuum analyze');
  await client.query(
    `create schema if not exists bench;
     create table if not exists bench.community (members int, tracks int, playlists int, version int);
     truncate bench.community;
     insert into bench.community values (${U}, ${N}, ${P}, ${DATA_VERSION});`,
  );
}
