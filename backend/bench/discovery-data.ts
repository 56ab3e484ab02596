import type pg from 'pg';

/**
 * Bulk data for the discovery benchmark, generated inside PostgreSQL with generate_series (no
 * row-by-row inserts from Node). Ids are md5-derived from the row number so plays and likes can
 * point at tracks and users without lookups; triggers and secondary indexes are off during the
 * load (session_replication_role = replica) and the counters are computed once at the end.
 */
export interface BenchSizes {
  tracks: number;
  plays: number;
  likes: number;
  users: number;
}

export function sizesFor(tracks: number): BenchSizes {
  return { tracks, plays: tracks * 10, likes: tracks * 3, users: Math.max(100, Math.floor(tracks / 100)) };
}

const ADJECTIVES = [
  'Blue',
  'Silent',
  'Electric',
  'Golden',
  'Midnight',
  'Velvet',
  'Crystal',
  'Broken',
  'Distant',
  'Neon',
  'Hollow',
  'Wild',
  'Gentle',
  'Frozen',
  'Burning',
  'Secret',
  'Lonely',
  'Bright',
  'Dusty',
  'Endless',
  'Quiet',
  'Restless',
  'Silver',
  'Crimson',
  'Northern',
  'Paper',
  'Iron',
  'Lunar',
  'Solar',
  'Faded',
];
const NOUNS = [
  'Night',
  'River',
  'Garden',
  'Highway',
  'Echo',
  'Harbor',
  'Forest',
  'Signal',
  'Dream',
  'Mirror',
  'Window',
  'Ocean',
  'Circuit',
  'Canyon',
  'Letter',
  'Engine',
  'Meadow',
  'Station',
  'Horizon',
  'Shadow',
  'Lantern',
  'Island',
  'Theory',
  'Voyage',
  'Machine',
  'Orchard',
  'Tide',
  'Chamber',
  'Desert',
  '静寂',
];
const MOODS = [
  'warm',
  'dark',
  'airy',
  'punchy',
  'lush',
  'sparse',
  'raw',
  'dreamy',
  'tense',
  'calm',
  'gritty',
  'bright',
];
const GENRES = [
  'Ambient',
  'Electronic',
  'Jazz',
  'Classical',
  'Rock',
  'Folk',
  'Hip-Hop',
  'Techno',
  'Soundtrack',
  'Blues',
  'Experimental',
  'Field Recording',
];
/** Bumped when the generated data changes, so kept databases are regenerated. */
const DATA_VERSION = 4;
export const BENCH_GENRE = 'Jazz';
export const BENCH_SEARCH = 'echo';

const literal = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

export async function isPopulated(client: pg.Client, sizes: BenchSizes): Promise<boolean> {
  const r = await client.query(
    `select exists (select 1 from information_schema.tables where table_schema = 'bench' and table_name = 'meta') as ok`,
  );
  if (!r.rows[0]?.ok) return false;
  const meta = await client.query('select * from bench.meta');
  const m = meta.rows[0];
  return (
    !!m &&
    Number(m.version) === DATA_VERSION &&
    Number(m.tracks) === sizes.tracks &&
    Number(m.plays) === sizes.plays &&
    Number(m.likes) === sizes.likes
  );
}

export async function generate(client: pg.Client, sizes: BenchSizes, log: (line: string) => void) {
  const { tracks: N, plays: P, likes: L, users: U } = sizes;
  const step = async (what: string, sql: string) => {
    const t = performance.now();
    await client.query(sql);
    log(`${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await client.query(
    `set maintenance_work_mem = '512MB'; set synchronous_commit = off; set work_mem = '64MB'`,
  );

  // Secondary indexes are rebuilt after the load (much faster than maintaining them row by row).
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('audio_files', 'plays', 'likes', 'comments')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes.rows) await client.query(`drop index public."${index.name}"`);
  await client.query('set session_replication_role = replica');

  await step(
    `${U} users`,
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     select md5('u' || g)::uuid, 'authenticated', 'authenticated', 'user' || g || '@bench.local', '{}', now(), now()
     from generate_series(1, ${U}) g;
     insert into public.profiles (id, username)
     select md5('u' || g)::uuid, 'user' || g from generate_series(1, ${U}) g;`,
  );
  await step(
    `${N} tracks`,
    `insert into public.audio_files (id, user_id, title, description, file_path, genres, duration, codec,
       sample_rate, bit_depth, channels, created_at, lossy_suspected, effective_bit_depth, effective_sample_rate)
     select md5('t' || g)::uuid,
            md5('u' || (1 + (g * 7919) % ${U}))::uuid,
            a[1 + (g * 31) % 30] || ' ' || n[1 + (g * 17) % 30] || ' ' || g,
            'A ' || m[1 + (g * 13) % 12] || ' ' || lower(n[1 + (g * 7) % 30]) || ' recorded in ' || (1990 + g % 35),
            'bench/' || g || '.flac',
            case when g % 3 = 0 then array[ge[1 + g % 12], ge[1 + (g % 12 + 1 + (g / 12) % 11) % 12]] else array[ge[1 + g % 12]] end,
            60 + g % 400, q.codec, q.rate, q.bits, 2,
            now() - make_interval(secs => g * 30 + (g * 7) % 29),
            -- what the analysis heard: a few lossy sources, padded and upsampled files
            get_byte(q.h, 3) < 20,
            case when get_byte(q.h, 4) < 15 and q.bits = 24 then 16 else q.bits end,
            case when get_byte(q.h, 5) < 15 and q.rate > 48000 then 44100 else q.rate end
     from generate_series(1::bigint, ${N}) g
     cross join lateral (
       -- Independent draws per row (bytes of an md5), shares as on a lossless site: 5 % ALAC,
       -- 26 % WAV (1 % of all tracks 32-bit float), 69 % FLAC; 30 % 24-bit, of which 44.1 kHz
       -- 30 %, 48 kHz 30 %, 88.2 kHz 10 %, 96 kHz 20 %, 176.4 kHz 2 %, 192 kHz 8 %; 16-bit at
       -- 44.1 kHz or (16 %) 48 kHz; 8 % lossy sources, 6 % of 24-bit files padded, 6 % of those
       -- above 48 kHz upsampled. A narrow view (ALAC 24/192 without lossy sources) matches about
       -- 1 track in 1,000.
       select h,
              case when get_byte(h, 0) < 13 then 'ALAC' when get_byte(h, 0) < 77 then 'PCM'
                   when get_byte(h, 0) < 80 then 'FLOAT' else 'FLAC' end as codec,
              case when get_byte(h, 0) between 77 and 79 then 32 when get_byte(h, 1) < 77 then 24 else 16 end as bits,
              case when get_byte(h, 0) between 77 and 79 or get_byte(h, 1) < 77 then
                     case when get_byte(h, 2) < 77 then 44100 when get_byte(h, 2) < 154 then 48000
                          when get_byte(h, 2) < 179 then 88200 when get_byte(h, 2) < 230 then 96000
                          when get_byte(h, 2) < 235 then 176400 else 192000 end
                   when get_byte(h, 2) < 40 then 48000 else 44100 end as rate
       from (select decode(md5('q' || g), 'hex') as h) d
     ) q,
          (select ${literal(ADJECTIVES)} a, ${literal(NOUNS)} n, ${literal(MOODS)} m, ${literal(GENRES)} ge) w`,
  );
  // Plays follow a steep popularity curve: a few hits, a long tail.
  await step(
    `${P} plays`,
    `insert into public.plays (audio_file_id, user_id, played_at)
     select md5('t' || (1 + floor(power(random(), 3) * ${N}))::bigint)::uuid,
            case when random() < 0.3 then null else md5('u' || (1 + floor(random() * ${U}))::int)::uuid end,
            now() - random() * interval '365 days'
     from generate_series(1, ${P})`,
  );
  // Likes follow plays (people like what they play): signed-in plays in id order, each
  // (track, user) pair once, until there are L of them.
  const t0 = performance.now();
  let have = 0;
  let from = 0;
  const maxPlay = Number((await client.query('select max(id) as m from public.plays')).rows[0]?.m ?? 0);
  while (have < L && from < maxPlay) {
    const batch = Math.ceil((L - have) * 1.6);
    await client.query(
      `insert into public.likes (audio_file_id, user_id, created_at)
       select audio_file_id, user_id, played_at from public.plays
       where id > $1 and id <= $2 and user_id is not null
       on conflict (audio_file_id, user_id) do nothing`,
      [from, from + batch],
    );
    from += batch;
    have = Number((await client.query('select count(*) as n from public.likes')).rows[0]?.n ?? 0);
    if (have > L) {
      await client.query(
        'delete from public.likes where id in (select id from public.likes order by id desc limit $1)',
        [have - L],
      );
      have = L;
    }
  }
  log(`${have} likes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await step(
    'counters',
    `update public.audio_files a set plays_count = c.n
       from (select audio_file_id, count(*)::int as n from public.plays group by 1) c where a.id = c.audio_file_id;
     update public.audio_files a set likes_count = c.n
       from (select audio_file_id, count(*)::int as n from public.likes group by 1) c where a.id = c.audio_file_id;`,
  );
  await step(
    'genre counts',
    `insert into public.genre_counts (genre, tracks)
     select g, count(*) from public.audio_files, unnest(genres) g group by g
     on conflict (genre) do update set tracks = excluded.tracks`,
  );
  await client.query('set session_replication_role = origin');
  const t = performance.now();
  for (const index of indexes.rows) await client.query(index.def);
  log(`${indexes.rows.length} indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await step('vacuum analyze', 'vacuum analyze');
  await client.query(
    `create schema if not exists bench;
     create table if not exists bench.meta (tracks bigint, plays bigint, likes bigint, users bigint, version int);
     truncate bench.meta;
     insert into bench.meta values (${N}, ${P}, ${L}, ${U}, ${DATA_VERSION});`,
  );
}
