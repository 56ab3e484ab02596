/**
 * `pnpm bench:discovery` (run as `bash backend/scripts/test-services.sh pnpm bench:discovery`):
 * discovery pages through /rest/v1 with supabase-js, against the same query sent straight to
 * PostgreSQL in the same run (the ratio is the stack's overhead), for each sort, with and without
 * a search text and a genre, with each quality filter (hide suspected lossy, format FLAC/WAV/ALAC,
 * minimum bit depth, minimum sample rate) and narrow combinations of them, first page and 50th
 * page, at 10k tracks and at 1M tracks. Under each line, the plan PostgreSQL ran for that REST
 * request (EXPLAIN ANALYZE of the very statement the stack sent, as the anon role): the index it
 * walked, what the index checked, what was left to check on the row, and the buffers it touched.
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
import { explainRest, type PlanNode, rootOf } from './explain-rest.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run `bash backend/scripts/test-services.sh pnpm bench:discovery`');
  process.exit(1);
}
const sizes = process.env.BENCH_TRACKS ? [Number(process.env.BENCH_TRACKS)] : [10_000, 1_000_000];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 8;
const log = (line: string) => console.log(`[bench] ${line}`);

/** The views measured: search text, genre and quality filters (docs/analysis.md#what-listeners-see). */
const FILTERS = {
  none: {},
  search: { search: BENCH_SEARCH },
  genre: { genre: BENCH_GENRE },
  'search+genre': { search: BENCH_SEARCH, genre: BENCH_GENRE },
  lossless: { hideLossy: true },
  flac: { format: 'flac' },
  wav: { format: 'wav' },
  alac: { format: 'alac' },
  '24-bit': { minBitDepth: 24 },
  '96k': { minSampleRate: 96000 },
  hires: { minBitDepth: 24, minSampleRate: 96000 },
  '192k+lossless': { minSampleRate: 192000, hideLossy: true },
  'alac+hires+lossless': { format: 'alac', minBitDepth: 24, minSampleRate: 96000, hideLossy: true },
  'wav+24/192+lossless': { format: 'wav', minBitDepth: 24, minSampleRate: 192000, hideLossy: true },
  'alac+24/192+lossless': { format: 'alac', minBitDepth: 24, minSampleRate: 192000, hideLossy: true },
} as const satisfies Record<string, DiscoveryQuality & { search?: string; genre?: string }>;
type Filter = keyof typeof FILTERS;

interface Case {
  sort: DiscoverySort;
  filter: Filter;
  page: 1 | 50;
}

function viewOf(filter: Filter): DiscoveryQuality & { search?: string; genre?: string } {
  return FILTERS[filter];
}
interface Figures {
  restMin: number;
  restP50: number;
  restP95: number;
  sqlP50: number;
  sqlP95: number;
}

/** Every sort × view × page; a page is left out where the view has too few tracks to fill it. */
function casesFor(matches: Map<Filter, number>): Case[] {
  const cases: Case[] = [];
  for (const sort of ['likes', 'plays', 'recent'] as const) {
    for (const filter of Object.keys(FILTERS) as Filter[]) {
      for (const page of [1, 50] as const) {
        if ((matches.get(filter) ?? 0) >= page * 10) cases.push({ sort, filter, page });
      }
    }
  }
  return cases;
}
interface Plan {
  node: string;
  index?: string;
  indexCond?: string;
  filter?: string;
  removed: number;
  buffers: number;
  sorted: boolean;
}
interface Measured {
  figures: Map<string, Figures>;
  plans: Map<string, Plan>;
  cases: Case[];
}

const results = new Map<number, Measured>();

async function runSize(tracks: number): Promise<Measured> {
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

async function measure(stack: RunningStack, direct: pg.Client, tracks: number): Promise<Measured> {
  const anon = seedClient(stack.url, stack.keys.anonKey);
  const figures = new Map<string, Figures>();
  const plans = new Map<string, Plan>();
  // how many tracks each view holds (decides which pages exist), counted once straight in SQL
  const matches = new Map<Filter, number>();
  for (const filter of Object.keys(FILTERS) as Filter[]) {
    const v = viewOf(filter);
    const where = filters(v.search, v.genre, v, []);
    const r = await direct.query(
      `select count(*)::int as n from public.audio_files a ${where.sql}`,
      where.values,
    );
    matches.set(filter, Number(r.rows[0]?.n ?? 0));
  }
  const cases = casesFor(matches);
  console.log(
    `\n=== ${tracks.toLocaleString('en')} tracks: ms per discovery page (p50 / p95), REST vs direct SQL ===`,
  );
  // p95 on a shared machine mostly measures the neighbours: print how busy it was
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} CPUs; ${SAMPLES} samples per case`,
  );
  console.log(
    `tracks per view: ${[...matches].map(([f, n]) => `${f} ${n.toLocaleString('en')}`).join(', ')}`,
  );
  console.log(
    'sort    filter                 page   REST min  REST p50  REST p95   SQL p50   SQL p95  overhead(p50)',
  );
  for (const c of cases) {
    const { search, genre, ...quality } = viewOf(c.filter);
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
    figures.set(key(c), f);
    console.log(
      `${c.sort.padEnd(7)} ${c.filter.padEnd(22)} ${String(c.page).padStart(4)} ${ms(f.restMin)} ${ms(f.restP50)} ${ms(f.restP95)} ${ms(f.sqlP50)} ${ms(f.sqlP95)}   ${(f.restP50 / f.sqlP50).toFixed(2)}x`,
    );
    const plan = await planOfRest(stack, rest);
    plans.set(key(c), plan);
    console.log(`          ${describePlan(plan)}`);
  }
  return { figures, plans, cases };
}

/** The plan of one REST request (explainRest), reduced to the scan of audio_files. */
async function planOfRest(stack: RunningStack, request: () => Promise<void>): Promise<Plan> {
  return planOf(await explainRest(stack, request));
}

/** The scan of audio_files that makes the page (not the embeds' subplans), and whether a Sort ran. */
function planOf(explained: unknown): Plan {
  const root = rootOf(explained);
  let scan: PlanNode | undefined;
  let sorted = false;
  const walk = (node: PlanNode) => {
    if (node['Parent Relationship'] === 'SubPlan') return;
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') sorted = true;
    if (!scan && node['Relation Name'] === 'audio_files') scan = node;
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  if (!scan) throw new Error('no scan of audio_files in the plan');
  return {
    node: scan['Node Type'],
    index: scan['Index Name'],
    indexCond: scan['Index Cond'],
    filter: scan.Filter,
    removed: scan['Rows Removed by Filter'] ?? 0,
    buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
    sorted,
  };
}

/** One line: node and index, what the index checked, what the row checked, rows it threw away. */
function describePlan(p: Plan): string {
  const short = (expr: string | undefined) =>
    (expr ?? '')
      .replaceAll('t0.', '')
      .replace(/::(text|integer|timestamp with time zone|uuid)/g, '')
      .replace(/\s+/g, ' ');
  return [
    `${p.node}${p.index ? ` using ${p.index}` : ''}${p.sorted ? ' + Sort' : ''}`,
    p.indexCond ? `index checks ${short(p.indexCond)}` : undefined,
    p.filter ? `row checks ${short(p.filter)} (${p.removed} rows fetched and dropped)` : undefined,
    `${p.buffers} buffers`,
  ]
    .filter(Boolean)
    .join(' · ');
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
  for (const [tracks, m] of results) {
    const p95s = [...m.figures.entries()];
    const [worstKey, worst] = p95s.reduce((a, b) => (b[1].restP95 > a[1].restP95 ? b : a));
    console.log(
      `\n${tracks.toLocaleString('en')} tracks: worst REST p95 ${worst.restP95.toFixed(2)} ms (${worstKey}; goal <= 15 ms)`,
    );
    // the quality views' p95 over every sort and page, and how their pages were found
    console.log('  view                    REST p95 (worst sort/page)   plans');
    for (const filter of Object.keys(FILTERS) as Filter[]) {
      const mine = m.cases.filter((c) => c.filter === filter);
      if (!mine.length) {
        console.log(`  ${filter.padEnd(22)}  too few tracks for a page`);
        continue;
      }
      const p95 = Math.max(...mine.map((c) => m.figures.get(key(c))?.restP95 ?? 0));
      const plans = [
        ...new Set(
          mine.map((c) => {
            const p = m.plans.get(key(c));
            return p ? `${p.node}${p.index ? ` ${p.index}` : ''}${p.sorted ? ' + Sort' : ''}` : '?';
          }),
        ),
      ];
      console.log(`  ${filter.padEnd(22)} ${ms(p95)} ms                  ${plans.join('; ')}`);
    }
  }
  const small = results.get(10_000);
  const large = results.get(1_000_000);
  if (small && large) {
    console.log('\n1M / 10k through REST per case (goal <= 2x):     p50     p95');
    let max50 = 0;
    let max95 = 0;
    for (const c of large.cases) {
      const l = large.figures.get(key(c));
      const sm = small.figures.get(key(c));
      if (!l || !sm) continue;
      const r50 = l.restP50 / sm.restP50;
      const r95 = l.restP95 / sm.restP95;
      max50 = Math.max(max50, r50);
      max95 = Math.max(max95, r95);
      console.log(
        `  ${c.sort.padEnd(7)} ${c.filter.padEnd(22)} page ${String(c.page).padStart(2)}:          ${r50.toFixed(2).padStart(5)}x  ${r95.toFixed(2).padStart(5)}x`,
      );
    }
    console.log(
      `  worst:                                          ${max50.toFixed(2).padStart(5)}x  ${max95.toFixed(2).padStart(5)}x`,
    );
  }
}

for (const tracks of sizes) results.set(tracks, await runSize(tracks));
printSummary();
