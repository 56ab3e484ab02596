/**
 * `pnpm bench:discovery` (run as `bash backend/scripts/test-services.sh pnpm bench:discovery`):
 * discovery pages through /rest/v1 with supabase-js, against the same query sent straight to
 * PostgreSQL in the same run (the ratio is the stack's overhead), for each sort, with and without
 * a search text and a genre, with the quality filters (hide suspected lossy, 24-bit / 96 kHz and up,
 * ALAC), first page and 50th page, at 10k tracks and at 1M tracks.
 *
 * BENCH_TRACKS=10000 runs one size only; BENCH_REBUILD=1 regenerates data that is kept between
 * runs (one database per size: hifi_bench_<tracks>); BENCH_SAMPLES sets requests per case.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  DISCOVERY_FORMATS,
  type DiscoveryCursor,
  type DiscoveryQuality,
  type DiscoverySort,
  discoveryRequest,
  SORT_COLUMN,
} from '@hifi/shared/discovery-query';
import pg from 'pg';
import { seedClient } from '../src/seed/seed-demo.ts';
import { type RunningStack, startStack } from '../src/stack.ts';
import { BENCH_GENRE, BENCH_SEARCH, generate, isPopulated, sizesFor } from './discovery-data.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run `bash backend/scripts/test-services.sh pnpm bench:discovery`');
  process.exit(1);
}
const sizes = process.env.BENCH_TRACKS ? [Number(process.env.BENCH_TRACKS)] : [10_000, 1_000_000];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 8;
const log = (line: string) => console.log(`[bench] ${line}`);

type Filter = 'none' | 'search' | 'genre' | 'search+genre' | 'lossless' | 'hires' | 'alac+hires+lossless';

interface Case {
  sort: DiscoverySort;
  filter: Filter;
  page: 1 | 50;
}

/** The quality filters of a case (docs/analysis.md#what-listeners-see). */
function qualityOf(filter: Filter): DiscoveryQuality {
  return {
    ...(filter.includes('lossless') && { hideLossy: true }),
    ...(filter.includes('hires') && { minBitDepth: 24, minSampleRate: 96000 }),
    ...(filter.includes('alac') && { format: 'alac' as const }),
  };
}
interface Figures {
  restMin: number;
  restP50: number;
  restP95: number;
  sqlP50: number;
  sqlP95: number;
}

const CASES: Case[] = [];
for (const sort of ['likes', 'plays', 'recent'] as const) {
  for (const filter of [
    'none',
    'search',
    'genre',
    'search+genre',
    'lossless',
    'hires',
    'alac+hires+lossless',
  ] as const) {
    // at 10k tracks search and genre together, or ALAC in high resolution, match fewer than 500
    // tracks: no 50th page to read
    const narrow = filter === 'search+genre' || filter === 'alac+hires+lossless';
    for (const page of narrow ? ([1] as const) : ([1, 50] as const)) CASES.push({ sort, filter, page });
  }
}

const results = new Map<number, Map<string, Figures>>();

async function runSize(tracks: number): Promise<Map<string, Figures>> {
  const name = `hifi_bench_${tracks}`;
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const s = sizesFor(tracks);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let ready = false;
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    ready = !process.env.BENCH_REBUILD && (await isPopulated(probe, s));
    await probe.end();
    // a half-generated database (interrupted run) is started over
    if (!ready) await admin.query(`drop database ${name} with (force)`);
  }
  if (!ready) await admin.query(`create database ${name}`);
  await admin.end();

  const stack = await startStack({ port: 0, host: '127.0.0.1', siteUrl: '', databaseUrl: url.toString() });
  const direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
  try {
    if (ready) {
      log(
        `${name}: reusing ${tracks} tracks, ${s.plays} plays, ${s.likes} likes (BENCH_REBUILD=1 to regenerate)`,
      );
    } else {
      log(`${name}: generating ${tracks} tracks, ${s.plays} plays, ${s.likes} likes, ${s.users} users`);
      await generate(direct, s, log);
    }
    return await measure(stack, direct, tracks);
  } finally {
    await direct.end();
    await stack.close();
  }
}

async function measure(
  stack: RunningStack,
  direct: pg.Client,
  tracks: number,
): Promise<Map<string, Figures>> {
  const anon = seedClient(stack.url, stack.keys.anonKey);
  const out = new Map<string, Figures>();
  console.log(
    `\n=== ${tracks.toLocaleString('en')} tracks: ms per discovery page (p50 / p95), REST vs direct SQL ===`,
  );
  // p95 on a shared machine mostly measures the neighbours: print how busy it was
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} CPUs`,
  );
  console.log(
    'sort    filter               page   REST min  REST p50  REST p95   SQL p50   SQL p95  overhead(p50)',
  );
  for (const c of CASES) {
    const search = c.filter.includes('search') ? BENCH_SEARCH : undefined;
    const genre = c.filter.includes('genre') ? BENCH_GENRE : undefined;
    const quality = qualityOf(c.filter);
    const after =
      c.page === 1
        ? undefined
        : await cursorBefore(direct, c.sort, search, genre, quality, (c.page - 1) * 10);
    const sql = referenceSql(c.sort, search, genre, quality, after);

    const rest = async () => {
      const { data, error } = await discoveryRequest(
        { sort: c.sort, search, genre, ...quality, after },
        anon,
      );
      if (error || !data || data.length !== 10)
        throw new Error(`REST page failed: ${error?.message ?? data?.length}`);
    };
    const plain = async () => {
      const r = await direct.query(sql.text, sql.values);
      if (r.rowCount !== 10) throw new Error(`SQL page returned ${r.rowCount} rows`);
    };
    // Interleave the two so background load on the machine hits both alike.
    for (let i = 0; i < WARMUP; i++) {
      await rest();
      await plain();
    }
    const restTimes: number[] = [];
    const sqlTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      restTimes.push(await time(rest));
      sqlTimes.push(await time(plain));
    }
    const f: Figures = {
      restMin: Math.min(...restTimes),
      restP50: pct(restTimes, 50),
      restP95: pct(restTimes, 95),
      sqlP50: pct(sqlTimes, 50),
      sqlP95: pct(sqlTimes, 95),
    };
    out.set(key(c), f);
    console.log(
      `${c.sort.padEnd(7)} ${c.filter.padEnd(20)} ${String(c.page).padStart(4)} ${ms(f.restMin)} ${ms(f.restP50)} ${ms(f.restP95)} ${ms(f.sqlP50)} ${ms(f.sqlP95)}   ${(f.restP50 / f.sqlP50).toFixed(2)}x`,
    );
  }
  return out;
}

/** The row after which page n starts, read straight from the database. */
async function cursorBefore(
  direct: pg.Client,
  sort: DiscoverySort,
  search: string | undefined,
  genre: string | undefined,
  quality: DiscoveryQuality,
  offset: number,
): Promise<DiscoveryCursor> {
  const column = SORT_COLUMN[sort];
  const where = filters(search, genre, quality, []);
  const r = await direct.query(
    `select ${column}::text as value, id from public.audio_files a ${where.sql} order by ${column} desc, id offset ${offset - 1} limit 1`,
    where.values,
  );
  const row = r.rows[0];
  return { value: sort === 'recent' ? row.value : Number(row.value), id: row.id };
}

function filters(
  search: string | undefined,
  genre: string | undefined,
  quality: DiscoveryQuality,
  values: unknown[],
) {
  const conds: string[] = [];
  if (quality.hideLossy) conds.push('not a.lossy_suspected');
  if (quality.format) {
    values.push([...DISCOVERY_FORMATS[quality.format]]);
    conds.push(`a.codec = any($${values.length}::text[])`);
  }
  if (quality.minBitDepth) {
    values.push(quality.minBitDepth);
    conds.push(`a.effective_bit_depth >= $${values.length}`);
  }
  if (quality.minSampleRate) {
    values.push(quality.minSampleRate);
    conds.push(`a.effective_sample_rate >= $${values.length}`);
  }
  if (search) {
    values.push(`%${search}%`);
    conds.push(`(a.title ilike $${values.length} or a.description ilike $${values.length})`);
  }
  if (genre) {
    values.push([genre]);
    conds.push(`a.genres @> $${values.length}::text[]`);
  }
  return { sql: conds.length ? `where ${conds.join(' and ')}` : '', conds, values };
}

/** What a developer would write by hand for the same page. */
function referenceSql(
  sort: DiscoverySort,
  search: string | undefined,
  genre: string | undefined,
  quality: DiscoveryQuality,
  after?: DiscoveryCursor,
) {
  const column = SORT_COLUMN[sort];
  const f = filters(search, genre, quality, []);
  if (after) {
    f.values.push(after.value, after.id);
    const v = `$${f.values.length - 1}`;
    const id = `$${f.values.length}`;
    const cast = sort === 'recent' ? '::timestamptz' : '::int';
    f.conds.push(`a.${column} <= ${v}${cast}`);
    f.conds.push(`(a.${column} < ${v}${cast} or (a.${column} = ${v}${cast} and a.id > ${id}::uuid))`);
  }
  return {
    text: `select a.*, (select json_build_object('email', p.email, 'username', p.username)
                            from public.profiles p where p.id = a.user_id) as profiles,
                  (select row_to_json(t) from (select status, error, bandwidth_hz, effective_bit_depth,
                     upsampled_from_hz, lossy_source, lossy_source_guess from public.track_analyses
                     where audio_file_id = a.id) t) as track_analyses
           from public.audio_files a
           ${f.conds.length ? `where ${f.conds.join(' and ')}` : ''}
           order by a.${column} desc, a.id limit 10`,
    values: f.values,
  };
}

async function time(fn: () => Promise<void>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (v: number) => v.toFixed(2).padStart(9);
const key = (c: Case) => `${c.sort}|${c.filter}|${c.page}`;

function printSummary() {
  const all = [...results.entries()];
  const worst = all.map(([tracks, figures]) => {
    const p95s = [...figures.values()].map((f) => f.restP95);
    return `${tracks.toLocaleString('en')} tracks: worst REST p95 ${Math.max(...p95s).toFixed(2)} ms (goal < 15 ms)`;
  });
  console.log(`\n${worst.join('\n')}`);
  const small = results.get(10_000);
  const large = results.get(1_000_000);
  if (small && large) {
    console.log('\n1M / 10k through REST per case (goal <= 2x):   p50     p95');
    let max50 = 0;
    let max95 = 0;
    for (const c of CASES) {
      const l = large.get(key(c));
      const sm = small.get(key(c));
      const r50 = (l?.restP50 ?? 0) / (sm?.restP50 ?? 1);
      const r95 = (l?.restP95 ?? 0) / (sm?.restP95 ?? 1);
      max50 = Math.max(max50, r50);
      max95 = Math.max(max95, r95);
      console.log(
        `  ${c.sort.padEnd(7)} ${c.filter.padEnd(20)} page ${String(c.page).padStart(2)}:          ${r50.toFixed(2).padStart(5)}x  ${r95.toFixed(2).padStart(5)}x`,
      );
    }
    console.log(
      `  worst:                                        ${max50.toFixed(2).padStart(5)}x  ${max95.toFixed(2).padStart(5)}x`,
    );
  }
}

for (const tracks of sizes) results.set(tracks, await runSize(tracks));
printSummary();
