/**
 * `pnpm bench:analysis`: builds a corpus with Debian's ffmpeg (nothing is checked in) and prints
 * the detection rate per category, false positives on genuine files, speed in x real time per
 * core (CPU of this process and its ffmpeg children) and the peak RSS of analysing a 2-hour
 * 24-bit / 192 kHz file (generated streaming, analysed in a child process).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnalysisOutput, analyseFile } from '../src/analyse.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? 7200);
/** BENCH_CATEGORIES='MP3 V0,upsampled': only the categories named (genuine files always). */
const only = process.env.BENCH_CATEGORIES?.split(',').map((c) => c.trim());
const wanted = (category: string) => !only || only.some((c) => category.startsWith(c));
/**
 * BENCH_DIR=/path: build the corpus there, or reuse what an earlier run left (BENCH_KEEP=1), so
 * two versions of the detector can be compared on the same files.
 */
const dir = process.env.BENCH_DIR ?? (await mkdtemp(join(tmpdir(), 'hifi-bench-analysis-')));
await mkdir(dir, { recursive: true });
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')}: ${err}`)),
    );
  });
}

async function pool<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

interface Recipe {
  name: string;
  rate: number;
  base: number; // Hz of the lowest note
  harmonics: number;
  rolloff: number; // harmonic n has amplitude 1/n^rolloff
  decay: number; // pluck envelope, per second
  bps: number; // beats per second
  drums: number; // noise-burst level, 0 = none
  echo: boolean;
  hiss: number | null; // tape/room noise, dBFS; null: none, digital silence between sounds
  lowpass?: number; // a dull recording: gentle 2-pole low-pass at this Hz
  gain: number; // dB: quiet recordings
  hats?: { perSecond: number; duty: number; level: number }; // gated hi-hats, silence between
  gated?: boolean; // notes cut off, silence until the next
  fade?: boolean; // fades in and out
  loop?: number; // samples: the first this many repeated sample for sample, as a DAW's loop
}

/** Genuine recordings: plucked/bowed harmonic instruments, drums, rooms, dull and quiet takes. */
function recipes(): Recipe[] {
  const out: Recipe[] = [];
  for (let i = 0; i < 40; i++) {
    const r = (k: number) => ((i * 7919 + k * 104729) % 1000) / 1000;
    out.push({
      name: `genuine-${String(i).padStart(2, '0')}`,
      rate: i % 5 === 4 ? 48000 : 44100,
      base: 110 * 2 ** (Math.floor(r(1) * 24) / 12),
      harmonics: 4 + Math.floor(r(3) * 20),
      rolloff: 0.6 + r(4) * 1.2,
      decay: 0.5 + r(5) * 8,
      bps: 1 + r(6) * 3,
      drums: i % 3 === 0 ? 0 : 0.1 + r(7) * 0.4,
      echo: i % 2 === 0,
      hiss: -66 + r(8) * 10,
      lowpass: i % 4 === 1 ? 2500 + r(9) * 6000 : undefined,
      gain: i % 6 === 5 ? -24 : -r(10) * 6,
    });
  }
  return out;
}

/**
 * Genuine recordings whose treble comes in bursts, which a check of how the top band switches
 * on and off must not mistake for a codec: gated hi-hats at common tempos, notes with digital
 * silence between them, fades. Two put every hi-hat on the same phase of MP3's 576-sample grid,
 * as a quantised loop does: 16th notes of 5760 samples (125 BPM at 48 kHz, 114.84375 at 44.1).
 */
function burstyRecipes(): Recipe[] {
  const takes: { bpm: number; rate: number; perBeat: number }[] = [
    { bpm: 120, rate: 44100, perBeat: 4 },
    { bpm: 128, rate: 44100, perBeat: 2 },
    { bpm: 114.84375, rate: 44100, perBeat: 4 },
    { bpm: 90, rate: 44100, perBeat: 4 },
    { bpm: 125, rate: 48000, perBeat: 4 },
    { bpm: 100, rate: 44100, perBeat: 2 },
    { bpm: 140, rate: 44100, perBeat: 4 },
    { bpm: 174, rate: 44100, perBeat: 2 },
    { bpm: 100, rate: 48000, perBeat: 2 },
    { bpm: 160, rate: 44100, perBeat: 4 },
  ];
  return takes.map(({ bpm, rate, perBeat }, i) => {
    const r = (k: number) => ((i * 6151 + k * 7717) % 1000) / 1000;
    return {
      name: `bursty-${String(i).padStart(2, '0')}`,
      rate,
      base: 110 * 2 ** (Math.floor(r(1) * 24) / 12),
      harmonics: 6 + Math.floor(r(3) * 16),
      rolloff: 0.6 + r(4) * 1.0,
      decay: 1 + r(5) * 6,
      bps: bpm / 60,
      drums: i % 2 === 0 ? 0.2 : 0,
      echo: i % 3 === 0,
      hiss: i % 2 === 0 ? null : -90 + r(8) * 20,
      gain: -r(10) * 6,
      hats: { perSecond: (bpm / 60) * perBeat, duty: 0.15 + r(11) * 0.5, level: 0.05 + r(12) * 0.3 },
      gated: i % 2 === 0,
      fade: i % 4 < 2,
    };
  });
}

/**
 * Genuine loops: one bar repeated sample for sample, a whole number of MP3 granules long (4
 * beats of 23040 samples: 125 BPM at 48 kHz, 114.84375 at 44.1), over gated hi-hats. Excerpts
 * taken at the same place of the bar are the same audio at the same place of the 576-sample
 * grid, which a check that adds up excerpts must not take for a codec's grid. Genuine only (no
 * transcodes): they are here to be left alone.
 */
function loopRecipes(): Recipe[] {
  const bursty = burstyRecipes();
  return [bursty[4], bursty[2]].map((r, i) => ({
    ...r,
    name: `loop-${String(i).padStart(2, '0')}`,
    fade: false,
    loop: 4 * 23040,
  }));
}

async function synthesize(recipe: Recipe, out: string) {
  if (recipe.loop) {
    const bar = `${out}.bar.flac`;
    await synthesize({ ...recipe, loop: undefined }, bar);
    await ffmpeg([
      '-i',
      bar,
      '-af',
      `aloop=loop=-1:size=${recipe.loop},atrim=end_sample=${SECONDS * recipe.rate}`,
      ...(recipe.rate === 48000
        ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24']
        : ['-sample_fmt', 's16']),
      out,
    ]);
    await rm(bar);
    return;
  }
  const { rate, base, harmonics, rolloff, decay, bps } = recipe;
  // The note steps through a little phrase each beat; each beat re-plucks the envelope.
  const freq = `${base.toFixed(2)}*pow(2\\,floor(mod(t*${bps.toFixed(3)}\\,4))*3/12)`;
  const partials = Array.from(
    { length: harmonics },
    (_, h) => `${(1 / (h + 1) ** rolloff).toFixed(4)}*sin(2*PI*${h + 1}*${freq}*t*(1+${h}*0.0007))`,
  ).join('+');
  const gate = recipe.gated ? `*lt(mod(t*${bps.toFixed(3)}\\,1)\\,0.55)` : '';
  const env = `exp(-${decay.toFixed(2)}*mod(t*${bps.toFixed(3)}\\,1)/${bps.toFixed(3)})${gate}`;
  // Gated per sample (volume=eval=frame would step once per 1024-sample frame), at full
  // precision: a tempo chosen to fall on a sample grid must stay on it.
  const hat = recipe.hats;
  const hats = hat
    ? `${hat.level.toFixed(3)}*(2*random(0)-1)*lt(mod(t*${hat.perSecond}\\,1)\\,${hat.duty.toFixed(3)})*exp(-8*mod(t*${hat.perSecond}\\,1))`
    : '0';
  const inputs = [
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.25*(${partials})*${env}/${Math.sqrt(harmonics).toFixed(3)}|0.25*(${partials})*${env}/${Math.sqrt(harmonics).toFixed(3)}*0.9:s=${rate}:d=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=white:a=${recipe.drums || 0.0001}:r=${rate}:d=${SECONDS}:seed=${Math.round(base)}`,
    '-f',
    'lavfi',
    '-i',
    // No hiss: a zero-level source keeps the graph the same, leaving digital silence.
    `anoisesrc=c=pink:a=${recipe.hiss === null ? 0 : (10 ** (recipe.hiss / 20) * 3).toExponential(3)}:r=${rate}:d=${SECONDS}:seed=7`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${hats}|${hats.replace('random(0)', 'random(1)')}:s=${rate}:d=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${recipe.drums ? `exp(-30*mod(t*${bps * 2}\\,1))` : '0'}:s=${rate}:d=${SECONDS}`,
  ];
  const fade = recipe.fade ? `,afade=t=in:d=1,afade=t=out:st=${SECONDS - 2}:d=2` : '';
  const music = [
    // The first recipes step their drum decay once per 1024-sample frame (volume=eval=frame), a
    // staircase no instrument makes; the bursty takes, whose tempos sit on sample grids, decay
    // per sample, as a drum does.
    recipe.hats
      ? `[1][4]amultiply,highpass=f=300,aformat=channel_layouts=stereo[drums]`
      : `[1]volume=eval=frame:volume='${recipe.drums ? `exp(-30*mod(t*${(bps * 2).toFixed(3)}\\,1))` : '0'}',highpass=f=300,aformat=channel_layouts=stereo[drums]`,
    `[3]highpass=f=7000,highpass=f=7000[hats]`,
    `[0][drums][hats]amix=inputs=3:normalize=0${recipe.echo ? ',aecho=0.8:0.6:40|77|113:0.35|0.25|0.15' : ''}${recipe.lowpass ? `,lowpass=f=${Math.round(recipe.lowpass)}` : ''},volume=${recipe.gain.toFixed(1)}dB[m]`,
    '[2]aformat=channel_layouts=stereo[h]',
    `[m][h]amix=inputs=2:normalize=0,alimiter=limit=0.95:level=false${fade}[out]`,
  ].join(';');
  const depth =
    rate === 48000 ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24'] : ['-sample_fmt', 's16'];
  await ffmpeg([
    ...inputs,
    '-filter_complex',
    music,
    '-map',
    '[out]',
    '-ar',
    String(rate),
    ...depth,
    '-c:a',
    'flac',
    out,
  ]);
}

const LOSSY: Record<string, string[]> = {
  'MP3 128': ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  'MP3 192': ['-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3'],
  'MP3 256': ['-c:a', 'libmp3lame', '-b:a', '256k', '-f', 'mp3'],
  'MP3 320': ['-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3'],
  'MP3 V0': ['-c:a', 'libmp3lame', '-q:a', '0', '-f', 'mp3'],
  'AAC 128': ['-c:a', 'aac', '-b:a', '128k', '-f', 'adts'],
  'AAC 192': ['-c:a', 'aac', '-b:a', '192k', '-f', 'adts'],
  'AAC 256': ['-c:a', 'aac', '-b:a', '256k', '-f', 'adts'],
  Vorbis: ['-c:a', 'libvorbis', '-q:a', '5', '-f', 'ogg'],
  Opus: ['-c:a', 'libopus', '-b:a', '128k', '-f', 'ogg'],
};

interface Item {
  category: string;
  file: string;
  ok: (a: AnalysisOutput) => boolean;
}

console.log(`[bench:analysis] building the corpus in ${dir} (${SECONDS} s per recording)`);
const genuine = [
  ...recipes().slice(0, Number(process.env.BENCH_GENUINE ?? 40)),
  ...burstyRecipes().slice(0, Number(process.env.BENCH_BURSTY ?? 10)),
];
const loops = loopRecipes().slice(0, Number(process.env.BENCH_LOOPS ?? 2));
const items: Item[] = [];
await pool([...genuine, ...loops], 2, async (r) => {
  const out = join(dir, `${r.name}.flac`);
  if (!(await exists(out))) await synthesize(r, out);
});
for (const r of [...genuine, ...loops]) {
  items.push({
    category: 'genuine',
    file: join(dir, `${r.name}.flac`),
    ok: (a) => !a.analysis.lossy_source && a.analysis.upsampled_from_hz === null,
  });
}
const jobs: (() => Promise<void>)[] = [];
for (const r of genuine) {
  const source = join(dir, `${r.name}.flac`);
  for (const [category, args] of Object.entries(LOSSY).filter(([c]) => wanted(c))) {
    const lossy = join(dir, `${r.name}.${category.replace(' ', '-')}.lossy`);
    const file = join(dir, `${r.name}.${category.replace(' ', '-')}.flac`);
    jobs.push(async () => {
      if (await exists(file)) return;
      await ffmpeg(['-i', source, ...args, lossy]);
      await ffmpeg(['-i', lossy, '-sample_fmt', 's16', '-c:a', 'flac', file]);
      await rm(lossy);
    });
    items.push({ category, file, ok: (a) => a.analysis.lossy_source });
  }
}
const ups: [string, number, number][] = [
  ['44.1→96', 44100, 96000],
  ['44.1→88.2', 44100, 88200],
  ['48→96', 48000, 96000],
  ['48→192', 48000, 192000],
];
for (const [category, from, to] of ups.filter(([c]) => wanted(`upsampled ${c}`))) {
  for (const r of genuine.filter((g) => g.rate === from).slice(0, 8)) {
    const file = join(dir, `${r.name}.up${to}.flac`);
    jobs.push(async () => {
      if (await exists(file)) return;
      await ffmpeg([
        '-i',
        join(dir, `${r.name}.flac`),
        '-ar',
        String(to),
        '-sample_fmt',
        's32',
        '-bits_per_raw_sample',
        '24',
        file,
      ]);
    });
    items.push({ category: `upsampled ${category}`, file, ok: (a) => a.analysis.upsampled_from_hz === from });
  }
}
for (const r of genuine.filter((g) => g.rate === 44100 && wanted('16-bit padded')).slice(0, 10)) {
  const file = join(dir, `${r.name}.padded24.flac`);
  jobs.push(async () => {
    if (!(await exists(file)))
      await ffmpeg([
        '-i',
        join(dir, `${r.name}.flac`),
        '-sample_fmt',
        's32',
        '-bits_per_raw_sample',
        '24',
        file,
      ]);
  });
  items.push({ category: '16-bit padded into 24', file, ok: (a) => a.analysis.effective_bit_depth === 16 });
}
await pool(jobs, 2, (job) => job());
if (process.env.BENCH_CORPUS_ONLY) {
  console.log(dir);
  process.exit(0);
}
console.log(`[bench:analysis] ${items.length} files; analysing`);

/** CPU seconds of this process and of the children it has waited for (the ffmpeg decoders). */
async function cpuSeconds() {
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1].split(' ');
  // after "pid (comm) ": state=0 … utime=11 stime=12 cutime=13 cstime=14, in clock ticks
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

const results = new Map<string, { total: number; hit: number; misses: string[] }>();
let speedAudio = 0;
let speedCpu = 0;
for (const item of items) {
  const before = await cpuSeconds();
  const a = await analyseFile(item.file);
  const used = (await cpuSeconds()) - before;
  if (item.category === 'genuine' && a.info.sampleRate === 44100) {
    speedAudio += a.info.seconds;
    speedCpu += used;
  }
  const entry = results.get(item.category) ?? { total: 0, hit: 0, misses: [] };
  entry.total++;
  if (item.ok(a)) entry.hit++;
  else
    entry.misses.push(
      `${item.file.split('/').pop()} (bandwidth ${a.analysis.bandwidth_hz}, lossy ${a.analysis.lossy_source}, up ${a.analysis.upsampled_from_hz}, bits ${a.analysis.effective_bit_depth})`,
    );
  results.set(item.category, entry);
}

console.log('\ncategory                    caught   rate');
for (const [category, r] of results) {
  const label = category === 'genuine' ? 'genuine (correctly clean)' : category;
  console.log(
    `${label.padEnd(27)} ${`${r.hit}/${r.total}`.padStart(6)}  ${((100 * r.hit) / r.total).toFixed(1).padStart(5)} %`,
  );
}
const g = results.get('genuine');
console.log(`\nfalse positives on genuine files: ${g ? g.total - g.hit : 0} of ${g?.total}`);
for (const [category, r] of results)
  if (r.misses.length) console.log(`  missed in ${category}: ${r.misses.slice(0, 4).join('; ')}`);
console.log(
  `speed, 44.1 kHz / 16-bit stereo: ${(speedAudio / speedCpu).toFixed(1)}x real time per core (${speedAudio.toFixed(0)} s of audio in ${speedCpu.toFixed(2)} CPU s, decoder included)`,
);

// The long file: generated straight to disk by ffmpeg (a tone that comes and goes over digital
// silence, so the FLAC stays small), analysed in a child process that reports its own peak RSS.
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
  `2-hour 24/192 file (${((await stat(long)).size / 1e6).toFixed(0)} MB FLAC, ${report.seconds} s of audio): peak RSS ${(report.rss / 1024).toFixed(0)} MB, ${wall.toFixed(0)} s wall`,
);
if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
