/**
 * `pnpm bench:analysis`: builds a corpus (cached in worker/.bench/analysis-corpus, gitignored) and
 * prints, for a tuning half and a held-out half, the detection rate per lossy kind and the false
 * alarms on genuine files; then the speed in x real time per core (CPU of the analysing process
 * and its ffmpeg decoders, on 44.1 kHz / 16-bit stereo) and the peak RSS of analysing a 2-hour
 * 24-bit / 192 kHz file.
 *
 * Genuine: multi-instrument MIDI pieces rendered by FluidSynth through realistic chains
 * (bench/genuine-corpus.ts), and the synthetic takes of bench/synthetic-takes.ts (gated hi-hats,
 * loops). Lossy: transcodes of the genuine masters through ffmpeg's encoders, decoded back to
 * 16-bit FLAC as a fake lossless file is; upsampled and padded copies. A piece and everything
 * made from it fall in one half: even pieces tune, odd pieces are held out.
 *
 * Needs Debian's `fluidsynth` and `fluid-soundfont-gm` (installed here with apt-get when missing).
 * Knobs: BENCH_PIECES (80: 320 genuine files per half), BENCH_SECONDS (20), BENCH_PER_KIND (100:
 * 50 per half), BENCH_CATEGORIES='AAC,MP3 V0' (only those lossy kinds), BENCH_LONG_SECONDS (7200),
 * BENCH_LONG_ONLY=1 (only the long file), BENCH_DIR (the cache), BENCH_FRESH=1 (rebuild it);
 * for quick rounds, BENCH_HALF=tuning|held (analyse one half only), BENCH_GENUINE_EVERY=n (every
 * n-th genuine file only) and BENCH_NO_LONG=1 (skip the long file); BENCH_OUT (where list.json and
 * results.json go, for a corpus shared between people).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type GenuineFile, genuineFile, SOUNDFONT, VARIANTS } from './genuine-corpus.ts';
import { burstyRecipes, loopRecipes, recipes, synthesize } from './synthetic-takes.ts';
import { exists, ffmpeg, pool, run } from './tools.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PIECES = Number(process.env.BENCH_PIECES ?? 80);
const PER_KIND = Number(process.env.BENCH_PER_KIND ?? 100);
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? 7200);
const only = process.env.BENCH_CATEGORIES?.split(',').map((c) => c.trim());
const wanted = (category: string) => !only || only.some((c) => category.startsWith(c));
const dir = process.env.BENCH_DIR ?? new URL('../.bench/analysis-corpus', import.meta.url).pathname;
if (process.env.BENCH_FRESH) await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
/** Where list.json and results.json go: beside the corpus unless it is shared (BENCH_OUT). */
const outDir = process.env.BENCH_OUT ?? dir;
await mkdir(outDir, { recursive: true });
if (process.env.BENCH_LONG_ONLY) {
  await measureLongFile();
  process.exit(0);
}

if (!(await exists(SOUNDFONT)) || spawnSync('fluidsynth', ['--version']).status !== 0) {
  console.log('[bench:analysis] installing fluidsynth and fluid-soundfont-gm (Debian)');
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'fluidsynth', 'fluid-soundfont-gm']);
}

const LOSSY: Record<string, string[]> = {
  'AAC 128': ['-c:a', 'aac', '-b:a', '128k', '-f', 'adts'],
  'AAC 192': ['-c:a', 'aac', '-b:a', '192k', '-f', 'adts'],
  'AAC 256': ['-c:a', 'aac', '-b:a', '256k', '-f', 'adts'],
  'MP3 128': ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  'MP3 192': ['-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3'],
  'MP3 256': ['-c:a', 'libmp3lame', '-b:a', '256k', '-f', 'mp3'],
  'MP3 320': ['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3'],
  'MP3 V0': ['-c:a', 'libmp3lame', '-q:a', '0', '-f', 'mp3'],
  'MP3 V2': ['-c:a', 'libmp3lame', '-q:a', '2', '-f', 'mp3'],
  'Vorbis q6': ['-c:a', 'libvorbis', '-q:a', '6', '-f', 'ogg'],
  'Opus 192': ['-c:a', 'libopus', '-b:a', '192k', '-f', 'ogg'],
};

interface Item {
  category: string;
  file: string;
  held: boolean;
  ok: (r: Result) => boolean;
}
interface Result {
  i: number;
  figures: { mp3Zeros: number | null; mp3Lattice: number | null; aac: number | null; flicker: number | null };
  cpu: number;
  info: { sampleRate: number; channels: number; bitsPerSample: number | null; seconds: number };
  lossy_source: boolean;
  lossy_source_guess: string | null;
  upsampled_from_hz: number | null;
  effective_bit_depth: number | null;
  bandwidth_hz: number | null;
  found: string | null;
}

const clean = (r: Result) => !r.lossy_source && r.upsampled_from_hz === null;
const items: Item[] = [];

console.log(`[bench:analysis] building the corpus in ${dir} (${SECONDS} s per piece)`);
const makers: (() => Promise<GenuineFile>)[] = [];
for (let piece = 0; piece < PIECES; piece++)
  for (const variant of VARIANTS) makers.push(() => genuineFile(dir, piece, variant, SECONDS));
const genuine: GenuineFile[] = [];
await pool(makers, 2, async (make) => {
  genuine.push(await make());
});
genuine.sort((a, b) => a.file.localeCompare(b.file));
// The renders every variant was made from are large (float); the variants are what is kept.
for (const name of await readdir(dir)) if (name.endsWith('.raw.wav')) await rm(join(dir, name));
for (const g of genuine)
  items.push({ category: `genuine: ${g.variant}`, file: g.file, held: g.piece % 2 === 1, ok: clean });

// The synthetic takes (6 s): gated hi-hats, silence between notes, loops on the granule grid.
const synthetic = [...recipes(), ...burstyRecipes(), ...loopRecipes()];
await pool(synthetic, 2, async (r) => {
  const out = join(dir, `${r.name}.flac`);
  if (!(await exists(out))) await synthesize(r, out, 6);
});
for (const [i, r] of synthetic.entries())
  items.push({
    category: 'genuine: synthetic',
    file: join(dir, `${r.name}.flac`),
    held: i % 2 === 1,
    ok: clean,
  });

/** Sources for the transcodes: 44.1 and 48 kHz masters, rotating through pieces and chains. */
const sources = genuine.filter((g) => g.rate <= 48000);
const jobs: (() => Promise<void>)[] = [];
// k is the kind's place in the whole list, so that a run of some kinds transcodes the same
// sources as a run of all.
Object.entries(LOSSY).forEach(([category, args], k) => {
  if (!wanted(category)) return;
  const picked = Array.from({ length: PER_KIND }, (_, j) => {
    const piece = j % PIECES;
    const round = Math.floor(j / PIECES);
    const own = sources.filter((s) => s.piece === piece);
    return own[(k + round * 3 + piece) % own.length] as GenuineFile;
  });
  // Gated and sparse treble is where full-band MP3 hides: the bursty takes too.
  const extra =
    category === 'MP3 V0' || category === 'MP3 320' || category === 'MP3 V2' ? burstyRecipes() : [];
  for (const source of [
    ...picked.map((p) => ({ file: p.file, held: p.piece % 2 === 1 })),
    ...extra.map((r, i) => ({ file: join(dir, `${r.name}.flac`), held: i % 2 === 1 })),
  ]) {
    const base = source.file.replace(/\.flac$/, '');
    const lossy = `${base}.${category.replace(' ', '-')}.lossy`;
    const file = `${base}.${category.replace(' ', '-')}.flac`;
    jobs.push(async () => {
      if (await exists(file)) return;
      await ffmpeg(['-i', source.file, ...args, lossy]);
      await ffmpeg(['-i', lossy, '-sample_fmt', 's16', '-c:a', 'flac', file]);
      await rm(lossy);
    });
    items.push({ category, file, held: source.held, ok: (r) => r.lossy_source });
  }
});

const ups: [number, number][] = [
  [44100, 96000],
  [44100, 88200],
  [48000, 96000],
  [48000, 192000],
];
if (wanted('upsampled'))
  for (let j = 0; j < PER_KIND; j++) {
    const [from, to] = ups[j % ups.length] as [number, number];
    const candidates = sources.filter((s) => s.rate === from);
    const source = candidates[(j * 7) % candidates.length] as GenuineFile;
    const file = source.file.replace(/\.flac$/, `.up${to}.flac`);
    jobs.push(async () => {
      if (!(await exists(file)))
        await ffmpeg([
          '-i',
          source.file,
          '-ar',
          String(to),
          '-sample_fmt',
          's32',
          '-bits_per_raw_sample',
          '24',
          file,
        ]);
    });
    items.push({
      category: 'upsampled',
      file,
      held: source.piece % 2 === 1,
      ok: (r) => r.upsampled_from_hz === from,
    });
  }
if (wanted('padded')) {
  const sixteen = genuine.filter((g) => g.bits === 16);
  for (let j = 0; j < PER_KIND; j++) {
    const source = sixteen[(j * 5) % sixteen.length] as GenuineFile;
    const file = source.file.replace(/\.flac$/, '.padded24.flac');
    if (items.some((i) => i.file === file)) continue;
    jobs.push(async () => {
      if (!(await exists(file)))
        await ffmpeg(['-i', source.file, '-sample_fmt', 's32', '-bits_per_raw_sample', '24', file]);
    });
    items.push({
      category: '16-bit padded into 24',
      file,
      held: source.piece % 2 === 1,
      ok: (r) => r.effective_bit_depth === 16 && clean(r),
    });
  }
}
await pool(jobs, 2, (job) => job());
if (process.env.BENCH_CORPUS_ONLY) process.exit(0);

// Quick rounds: one half, a sample of the genuine files.
const half = process.env.BENCH_HALF;
const genuineEvery = Number(process.env.BENCH_GENUINE_EVERY ?? 1);
const genuineSeen = new Map<string, number>();
const kept = items.filter((item) => {
  if (half !== undefined && item.held !== (half === 'held')) return false;
  if (!item.category.startsWith('genuine')) return true;
  // Every n-th of each chain, so that every chain is sampled.
  const seen = genuineSeen.get(item.category) ?? 0;
  genuineSeen.set(item.category, seen + 1);
  return seen % genuineEvery === 0;
});
items.splice(0, items.length, ...kept);
console.log(`[bench:analysis] ${items.length} files; analysing in 2 processes`);

const list = join(outDir, 'list.json');
await writeFile(list, JSON.stringify(items.map((i) => ({ file: i.file }))));
const results: Result[] = [];
await Promise.all(
  [0, 1].map(
    (part) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            new URL('./analyse-list.ts', import.meta.url).pathname,
            list,
            String(part),
            '2',
          ],
          { stdio: ['ignore', 'pipe', 'inherit'], cwd: new URL('..', import.meta.url).pathname },
        );
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (line.startsWith('{')) results.push(JSON.parse(line));
        });
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`analyse-list exited ${code}`)),
        );
      }),
  ),
);

// Every file's result, to read the misses past the three printed per category.
await writeFile(
  join(outDir, 'results.json'),
  JSON.stringify(
    results.map((r) => ({
      ...r,
      category: items[r.i]?.category,
      file: items[r.i]?.file,
      held: items[r.i]?.held,
    })),
  ),
);

/** The verdict's goals on the held-out half (docs/analysis.md), in %; Vorbis and Opus are only stated. */
const GOALS: Record<string, number> = {
  'AAC 128': 98,
  'AAC 192': 98,
  'AAC 256': 95,
  'MP3 128': 98,
  'MP3 192': 98,
  'MP3 256': 98,
  'MP3 V2': 98,
  'MP3 320': 95,
  'MP3 V0': 95,
  upsampled: 100,
  '16-bit padded into 24': 100,
};
/** False alarms on genuine files, at most this share. */
const FALSE_ALARM_GOAL = 0.5;
const rate = (hit: number, total: number) =>
  `${`${hit}/${total}`.padStart(7)}  ${((100 * hit) / total).toFixed(1).padStart(5)} %`;
const categories = [...new Set(items.map((i) => i.category))];
for (const held of [false, true]) {
  console.log(
    `\n${held ? 'HELD-OUT half (odd pieces: thresholds were not tuned on these)' : 'tuning half (even pieces)'}`,
  );
  console.log('category                         caught/clean   rate   goal        codec named');
  let genuineTotal = 0;
  let falseAlarms = 0;
  const misses: string[] = [];
  for (const category of categories) {
    const mine = results.filter((r) => items[r.i]?.category === category && items[r.i]?.held === held);
    if (!mine.length) continue;
    const hits = mine.filter((r) => items[r.i]?.ok(r));
    const family = category.split(' ')[0] as string;
    const named = ['AAC', 'MP3', 'Vorbis'].includes(family)
      ? `${mine.filter((r) => r.lossy_source_guess?.startsWith(family)).length} say ${family}`
      : '';
    const label = category.startsWith('genuine') ? `${category} (clean)` : category;
    const goal = GOALS[category];
    const met =
      goal === undefined ? '' : `>= ${goal} % ${(100 * hits.length) / mine.length >= goal ? 'met' : 'NOT'}`;
    console.log(`${label.padEnd(32)} ${rate(hits.length, mine.length)}   ${met.padEnd(11)} ${named}`);
    if (category.startsWith('genuine')) {
      genuineTotal += mine.length;
      falseAlarms += mine.length - hits.length;
    }
    for (const r of mine.filter((r) => !items[r.i]?.ok(r)).slice(0, 3))
      misses.push(
        `  ${category}: ${items[r.i]?.file.split('/').pop()} (bandwidth ${r.bandwidth_hz}, lossy ${r.lossy_source} ${r.lossy_source_guess ?? ''}, up ${r.upsampled_from_hz}, bits ${r.effective_bit_depth}; ${r.found ?? 'nothing found'})`,
      );
  }
  const share = (100 * falseAlarms) / genuineTotal;
  console.log(
    `false alarms on genuine files: ${falseAlarms} of ${genuineTotal} (${share.toFixed(2)} %; goal <= ${FALSE_ALARM_GOAL} % ${share <= FALSE_ALARM_GOAL ? 'met' : 'NOT met'})`,
  );
  if (misses.length) console.log(`misses and false alarms (up to 3 per category):\n${misses.join('\n')}`);
}

// The largest codec figures on genuine files of each half: how far the thresholds stand above them.
for (const held of [false, true]) {
  const genuineResults = results.filter(
    (r) => items[r.i]?.category.startsWith('genuine') && items[r.i]?.held === held,
  );
  if (!genuineResults.length) continue;
  const top = (key: keyof Result['figures']) =>
    Math.max(...genuineResults.map((r) => r.figures[key] ?? 0)).toFixed(1);
  console.log(
    `largest on genuine files, ${held ? 'held-out' : 'tuning'} half: MP3 zeros ${top('mp3Zeros')}, MP3 lattice ${top('mp3Lattice')}, AAC ${top('aac')}, flicker ${top('flicker')}`,
  );
}

const speed = results.filter((r) => {
  const item = items[r.i];
  return (
    item?.category.startsWith('genuine') &&
    r.info.sampleRate === 44100 &&
    r.info.channels === 2 &&
    r.info.bitsPerSample === 16
  );
});
const audio = speed.reduce((s, r) => s + r.info.seconds, 0);
const cpu = speed.reduce((s, r) => s + r.cpu, 0);
console.log(
  `\nspeed, 44.1 kHz / 16-bit stereo: ${(audio / cpu).toFixed(1)}x real time per core (goal >= 20x; ${audio.toFixed(0)} s of audio in ${cpu.toFixed(1)} CPU s, decoder included)`,
);

if (!process.env.BENCH_NO_LONG) await measureLongFile();

/**
 * The long file: generated straight to disk by ffmpeg (a tone that comes and goes over digital
 * silence, so the FLAC stays small), analysed in a child process that reports its own peak RSS.
 */
async function measureLongFile() {
  const long = join(dir, `long-24-192-${LONG_SECONDS}.flac`);
  console.log(`\n[bench:analysis] generating ${LONG_SECONDS / 60} min of 24-bit / 192 kHz stereo`);
  if (!(await exists(long)))
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.3*sin(2*PI*997*t)*lt(mod(t\\,20)\\,2)|0.3*sin(2*PI*1499*t)*lt(mod(t\\,20)\\,2):s=192000:d=${LONG_SECONDS}`,
      '-sample_fmt',
      's32',
      '-bits_per_raw_sample',
      '24',
      '-c:a',
      'flac',
      long,
    ]);
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { analyseFile } = await import(${JSON.stringify(new URL('../src/analyse.ts', import.meta.url).pathname)}); const r = await analyseFile(${JSON.stringify(long)}); console.log(JSON.stringify({ rss: process.resourceUsage().maxRSS, seconds: r.info.seconds, lufs: r.analysis.integrated_lufs }));`,
    ],
    { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname },
  );
  const wall = (performance.now() - started) / 1000;
  const report = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
  console.log(
    `${(LONG_SECONDS / 60).toFixed(0)}-minute 24/192 file (${((await stat(long)).size / 1e6).toFixed(0)} MB FLAC, ${report.seconds} s of audio): peak RSS ${(report.rss / 1024).toFixed(0)} MB (goal <= 200 MB), ${wall.toFixed(0)} s wall`,
  );
}
