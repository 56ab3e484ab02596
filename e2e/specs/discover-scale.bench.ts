/**
 * Discovery with 100,000 tracks. Prints medians (and p95) of
 *  - first page: a change of sort in the open page until its first 10 cards are on screen;
 *  - next page: the end marker scrolled into view until the next 10 cards are on screen;
 * each next to the same run's reference, the REST request behind it as the browser timed it
 * (Resource Timing), so the ratio shows what the page adds on top of the server.
 * BENCH_TRACKS (default 100000), BENCH_PAGES (default 30) and BENCH_FIRST (default 12) size it.
 */
import { availableParallelism, loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import { createMember, serviceRoleKey } from '../data/discover-community.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 30);
const FIRST = Number(process.env.BENCH_FIRST ?? 12);
const BATCH = 2_000;
const GENRES = ['Ambient', 'Jazz', 'Techno', 'Classical', 'Field Recording', 'Folk', 'Drone', 'House'];
const WORDS = [
  'Blue',
  'Silent',
  'Electric',
  'Golden',
  'Midnight',
  'Velvet',
  'Harbour',
  'Rain',
  'Forest',
  'Night',
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function seed(baseURL: string) {
  const key = await serviceRoleKey();
  const headers = { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' };
  const head = await fetch(`${baseURL}/rest/v1/audio_files?select=id&title=like.Bench*`, {
    method: 'HEAD',
    headers: { ...headers, prefer: 'count=exact' },
  });
  const have = Number(head.headers.get('content-range')?.split('/')[1] ?? 0);
  if (have >= TRACKS) return have;
  const owners = await Promise.all(Array.from({ length: 20 }, (_, n) => createMember(baseURL, `bench${n}`)));
  const start = Date.now() - TRACKS * 1000;
  for (let offset = have; offset < TRACKS; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TRACKS - offset) }, (_, k) => {
      const i = offset + k;
      // skewed counters, as real catalogues are: a few popular tracks, a long tail
      const plays = Math.floor(10_000 / (1 + ((i * 7919) % 5000)));
      return {
        title: `Bench ${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} ${i}`,
        description: `Generated track number ${i}`,
        genres: [GENRES[i % GENRES.length], GENRES[(i * 5 + 1) % GENRES.length]],
        file_path: `bench/${i}.flac`,
        user_id: owners[i % owners.length]?.id,
        plays_count: plays,
        likes_count: Math.floor(plays / 3),
        created_at: new Date(start + i * 1000).toISOString(),
        codec: 'flac',
        sample_rate: i % 2 ? 96000 : 44100,
        bit_depth: i % 2 ? 24 : 16,
        duration: 120 + (i % 240),
      };
    });
    const res = await fetch(`${baseURL}/rest/v1/audio_files`, {
      method: 'POST',
      headers: { ...headers, prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
    if (!res.ok) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
  }
  return TRACKS;
}

test('discovery with a large catalogue: first page and each next page', async ({ page, baseURL }) => {
  const seedStart = Date.now();
  const total = await seed(baseURL as string);
  console.log(
    `[bench] catalogue: ${total} tracks (seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
  );

  const discover = new DiscoverPage(page);
  const navStart = Date.now();
  await discover.goto();
  await expect(discover.cards).toHaveCount(10);
  console.log(
    `[bench] cold navigation to /discover until 10 cards: ${Date.now() - navStart} ms (once, includes app load)`,
  );

  // First page after a change of view, in the open page (the data path, not the app load).
  const first: number[] = [];
  const firstRest: number[] = [];
  const sorts = ['plays', 'recent', 'likes'];
  for (let n = 0; n < FIRST; n++) {
    const sort = sorts[n % sorts.length] as string;
    // Armed in the page before the choice: from the select's change event to 10 fresh cards.
    const armed = page.evaluate(
      () =>
        new Promise<{ ui: number; rest: number }>((resolve) => {
          performance.clearResourceTimings();
          const cards = () =>
            document.querySelectorAll('[aria-label="Tracks"] [data-testid="track-card"]').length;
          document.addEventListener(
            'change',
            () => {
              const t0 = performance.now();
              let sawSkeleton = false;
              const check = () => {
                if (document.querySelector('[data-testid="track-card-skeleton"]')) sawSkeleton = true;
                if (sawSkeleton && cards() === 10) {
                  const ui = performance.now() - t0;
                  const rest = performance
                    .getEntriesByType('resource')
                    .filter((e) => e.name.includes('/rest/v1/audio_files') && e.name.includes('order='))
                    .map((e) => e.duration);
                  resolve({ ui, rest: rest[0] ?? Number.NaN });
                } else setTimeout(check, 1);
              };
              check();
            },
            { once: true, capture: true },
          );
        }),
    );
    await discover.sort.selectOption(sort);
    const timing = await armed;
    first.push(timing.ui);
    firstRest.push(timing.rest);
  }

  // Next pages: bring the end marker into view, wait for 10 more cards.
  await expect(discover.sort).toHaveValue('likes');
  const next: number[] = [];
  const nextRest: number[] = [];
  for (let n = 0; n < PAGES; n++) {
    const timing = await page.evaluate(async () => {
      performance.clearResourceTimings();
      const cards = () =>
        document.querySelectorAll('[aria-label="Tracks"] [data-testid="track-card"]').length;
      const before = cards();
      const marker = document.querySelector('[data-testid="end-marker"]');
      if (!marker) throw new Error('no end marker: the catalogue ended');
      const t0 = performance.now();
      marker.scrollIntoView({ block: 'end' });
      await new Promise<void>((resolve) => {
        const check = () => (cards() >= before + 10 ? resolve() : setTimeout(check, 1));
        check();
      });
      const ui = performance.now() - t0;
      const rest = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/rest/v1/audio_files') && e.name.includes('order='))
        .map((e) => e.duration);
      return { ui, rest: rest[0] ?? Number.NaN, shown: cards() };
    });
    next.push(timing.ui);
    nextRest.push(timing.rest);
  }
  const ids = await discover.cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-track-id')));
  expect(new Set(ids).size).toBe(ids.length);

  const line = (label: string, ui: number[], rest: number[]) =>
    console.log(
      `[bench] ${label}: median ${ms(quantile(ui, 0.5))}, p95 ${ms(quantile(ui, 0.95))} | ` +
        `reference (its REST request) median ${ms(quantile(rest, 0.5))} | ratio ${(quantile(ui, 0.5) / quantile(rest, 0.5)).toFixed(2)}× ` +
        `(${ui.length} samples)`,
    );
  line('first page after a change of sort', first, firstRest);
  line(`next page after the end marker (pages 2–${PAGES + 1}, ${ids.length} cards shown)`, next, nextRest);
  console.log(
    `[bench] goal: each under 300 ms on loopback; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores`,
  );
});
