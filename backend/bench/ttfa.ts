/**
 * Time to first audio: click → the <audio> element's 'playing' event, in Debian's Chromium, for a
 * 24-bit / 96 kHz FLAC track, median of N runs (TTFA_RUNS, default 20), each in a fresh browser
 * context (empty HTTP cache):
 *
 *   bare            a bare <audio src> of the track's public URL, same server, same run (reference)
 *   player cold     the site's track page → PlayButton → the persistent player (not prefetched)
 *   player warm     the discovery page (which prefetches the first 512 KB) → PlayButton → player
 *
 * Needs the built site (`pnpm build`). Run: pnpm --filter @hifi/backend bench:ttfa
 * (with DATABASE_URL set it runs on that PostgreSQL, else on in-memory PGlite).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { repoRoot } from '../src/config.ts';
import { startTestStack, supabaseClient } from '../test/stack-harness.ts';

const runs = Number(process.env.TTFA_RUNS ?? 20);
const seconds = Number(process.env.TTFA_SECONDS ?? 60);

if (!existsSync(join(repoRoot, 'shell', 'dist', 'index.html'))) {
  console.error('the site is not built: run `pnpm build` first');
  process.exit(1);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;

/** Records click and first 'playing' (media events do not bubble, but capture listeners see them). */
const instrument = `
  window.__ttfa = {};
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button[aria-label^="Play"]') && !window.__ttfa.click)
      window.__ttfa.click = performance.now();
  }, true);
  document.addEventListener('playing', () => {
    if (!window.__ttfa.playing) window.__ttfa.playing = performance.now();
  }, true);
`;

async function elapsed(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (globalThis as unknown as { __ttfa: { playing?: number } }).__ttfa.playing !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const t = (globalThis as unknown as { __ttfa: { click: number; playing: number } }).__ttfa;
    return t.playing - t.click;
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'hifi-ttfa-'));
  const flacPath = join(dir, 'master.flac');
  // Pink noise under a tone: compresses like music does (poorly), unlike a pure sine.
  execFileSync('sox', [
    '-n',
    '-r',
    '96000',
    '-b',
    '24',
    '-c',
    '2',
    flacPath,
    'synth',
    String(seconds),
    'pinknoise',
    'vol',
    '0.2',
    'synth',
    String(seconds),
    'sine',
    'mix',
    '440',
  ]);
  const bytes = statSync(flacPath).size;

  const stack = await startTestStack(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  let browser: Browser | undefined;
  try {
    const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
    const token = `ttfa${Date.now().toString(36)}`;
    const { data: created, error: userError } = await admin.auth.admin.createUser({
      email: `${token}@example.test`,
      password: 'correct horse battery staple',
      email_confirm: true,
    });
    if (userError || !created.user) throw userError ?? new Error('no user');
    const filePath = `${randomUUID()}.flac`;
    const upload = await admin.storage
      .from('audio')
      .upload(filePath, readFileSync(flacPath), { contentType: 'audio/flac' });
    if (upload.error) throw upload.error;
    const { data: row, error } = await admin
      .from('audio_files')
      .insert({ title: `Master ${token}`, file_path: filePath, user_id: created.user.id, genres: ['Bench'] })
      .select('id, sample_rate, bit_depth')
      .single();
    if (error) throw error;
    const title = `Master ${token}`;
    const publicUrl = `${stack.url}/storage/v1/object/public/audio/${filePath}`;

    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });

    const results = { bare: [] as number[], cold: [] as number[], warm: [] as number[] };
    const failures = { bare: 0, cold: 0, warm: 0 };
    const modes = {
      async bare(page: Page) {
        await page.goto(`${stack.url}/config.json`); // any page of the same origin
        await page.setContent(
          `<button aria-label="Play" onclick="document.querySelector('audio').play()">Play</button>` +
            `<audio preload="none" src="${publicUrl}"></audio><script>${instrument}</script>`,
        );
        await page.getByRole('button', { name: 'Play' }).click();
        return elapsed(page);
      },
      async cold(page: Page) {
        await page.addInitScript(instrument);
        await page.goto(`${stack.url}/audio/${row.id}`);
        const button = page.getByRole('button', { name: `Play ${title}` });
        await button.waitFor();
        await page.waitForLoadState('networkidle');
        await button.click();
        return elapsed(page);
      },
      async warm(page: Page) {
        await page.addInitScript(instrument);
        await page.goto(`${stack.url}/discover?q=${token}`);
        const button = page.getByRole('button', { name: `Play ${title}` });
        await button.waitFor();
        // The discovery page's prefetch of the first 512 KB has completed (resource timing).
        await page.waitForFunction(
          (url) =>
            performance
              .getEntriesByName(url)
              .some((entry) => (entry as unknown as { responseEnd: number }).responseEnd > 0),
          publicUrl,
          { timeout: 60_000 },
        );
        await page.waitForLoadState('networkidle');
        await button.click();
        return elapsed(page);
      },
    };
    // One untimed round to warm the server (module graph, page cache), then interleave the modes.
    for (let i = -1; i < runs; i++) {
      for (const mode of ['bare', 'cold', 'warm'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        try {
          const ms = await modes[mode](page);
          if (i >= 0) results[mode].push(ms);
        } catch (error) {
          // Counted and printed: a run that never played is a finding, not a crash of the bench.
          failures[mode] += 1;
          console.error(`${mode} run ${i} failed: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }

    const ref = median(results.bare);
    console.log(
      `time to first audio — ${row.bit_depth}-bit / ${row.sample_rate} Hz FLAC, ${seconds} s, ${(bytes / 1048576).toFixed(1)} MiB; ` +
        `${runs} runs each in fresh Chromium contexts; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
    );
    console.log('mode                       median ms   p10 ms   p90 ms   × bare <audio>   failed runs');
    for (const [label, xs, failed] of [
      ['bare <audio src> (ref)', results.bare, failures.bare],
      ['player, not prefetched', results.cold, failures.cold],
      ['player, prefetched', results.warm, failures.warm],
    ] as const) {
      console.log(
        `${label.padEnd(26)} ${median(xs).toFixed(1).padStart(9)} ${pct(xs, 0.1).toFixed(1).padStart(8)} ${pct(xs, 0.9).toFixed(1).padStart(8)} ${(median(xs) / ref).toFixed(2).padStart(9)} ${String(failed).padStart(13)}`,
      );
    }
  } finally {
    await browser?.close();
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
