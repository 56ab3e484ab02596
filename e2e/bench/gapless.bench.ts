/**
 * Gapless playback (mf-player/README.md#gapless): two tracks cut sample-exactly from one continuous
 * recording (a 440 Hz tone, 12 s, 44.1 kHz / 16-bit WAV, cut at 6 s) are queued from Discover and
 * played through the site's player; the gap between the last sample of the first and the first
 * sample of the second is measured where the listener hears it, at the output of each <audio>
 * element inside Web Audio:
 *
 *   an init script wraps AudioContext.createMediaElementSource so every element's source also
 *   feeds an AudioWorklet that records, on the audio rendering clock (`currentFrame`), the frames
 *   where sound starts and stops. gap = first sound frame of the second element − last sound frame
 *   of the first, in ms (negative = the two overlapped).
 *
 * Reference, same page, same files, same measurement: two bare <audio> elements where the
 * second's play() is called on the first's 'ended' (what a player without gapless does). Median
 * of BENCH_RUNS (default 10), each in a fresh browser context. A benchmark: it prints figures.
 *
 *   pnpm build && pnpm bench:gapless
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { uploadAudioFile } from '../data/player-tracks.ts';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const run = `gapless${Date.now().toString(36)}`;
const parts = [`${run} part one`, `${run} part two`];

/** Records sound runs of every media element source, on the rendering clock. */
const tapScript = `
(() => {
  // Silence is 32 quiet samples in a row (a tone passes near zero for a sample now and then).
  const worklet = \`registerProcessor('sound-runs', class extends AudioWorkletProcessor {
    constructor() { super(); this.loud = false; this.quiet = 0; }
    process(inputs) {
      const channel = inputs[0] && inputs[0][0];
      if (!channel) return true;
      for (let i = 0; i < channel.length; i++) {
        const frame = currentFrame + i;
        if (Math.abs(channel[i]) > 1e-4) {
          this.quiet = 0;
          if (!this.loud) { this.loud = true; this.port.postMessage({ loud: true, frame, rate: sampleRate }); }
        } else if (this.loud && ++this.quiet === 32) {
          this.loud = false;
          this.port.postMessage({ loud: false, frame: frame - 31, rate: sampleRate });
        }
      }
      return true;
    }
  });\`;
  const url = URL.createObjectURL(new Blob([worklet], { type: 'text/javascript' }));
  const modules = new WeakMap();
  const original = AudioContext.prototype.createMediaElementSource;
  window.__taps = [];
  AudioContext.prototype.createMediaElementSource = function (element) {
    const source = original.call(this, element);
    const tap = { element, edges: [] };
    window.__taps.push(tap);
    if (!modules.has(this)) modules.set(this, this.audioWorklet.addModule(url));
    modules.get(this).then(() => {
      const node = new AudioWorkletNode(this, 'sound-runs');
      node.port.onmessage = (e) => tap.edges.push(e.data);
      const sink = new GainNode(this, { gain: 0 });
      source.connect(node).connect(sink).connect(this.destination);
    });
    return source;
  };
})();
`;

interface Edge {
  loud: boolean;
  frame: number;
  rate: number;
}

/** The gap between the element playing `first` going silent and the other one sounding (ms). */
async function gapBetween(page: Page, firstPath: string, secondPath: string, ref = false): Promise<number> {
  const handle = await page
    .waitForFunction(
      ([a, b, reference]) => {
        const taps = (globalThis as unknown as { __taps: { element: HTMLMediaElement; edges: Edge[] }[] })
          .__taps;
        const holds = (t: { element: HTMLMediaElement }, path: unknown) =>
          t.element.currentSrc.includes(path as string) &&
          t.element.currentSrc.endsWith('#ref') === reference;
        const first = taps.find((t) => holds(t, a));
        const second = taps.find((t) => t !== first && holds(t, b));
        const end = first?.edges.filter((e) => !e.loud).at(-1);
        const start = second?.edges.find((e) => e.loud);
        // the first's silence must come after its sound, the second's sound must have begun
        if (!end || !start || !first?.edges.some((e) => e.loud)) return null;
        return ((start.frame - end.frame) / start.rate) * 1000;
      },
      [firstPath, secondPath, ref] as const,
      { timeout: 60_000, polling: 100 },
    )
    .catch(async (error) => {
      const seen = await page.evaluate(() =>
        (globalThis as unknown as { __taps: { element: HTMLMediaElement; edges: Edge[] }[] }).__taps.map(
          (t) => ({
            src: t.element.currentSrc.slice(-60),
            paused: t.element.paused,
            time: t.element.currentTime,
            edges: t.edges.length,
          }),
        ),
      );
      throw new Error(`no gap measured; the taps: ${JSON.stringify(seen)}`, { cause: error });
    });
  return (await handle.jsonValue()) as number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const fmt = (ms: number) => ms.toFixed(2).padStart(8);
const abs = (xs: number[]) => xs.map(Math.abs);
const row = (name: string, gaps: number[], reference: number[]) =>
  `${name}  ${fmt(median(gaps))}     ${fmt(median(abs(gaps)))}  ${fmt(Math.min(...gaps))}  ${fmt(Math.max(...gaps))}    ${(median(abs(gaps)) / median(abs(reference))).toFixed(3).padStart(8)}`;

test('gapless: the gap between two tracks cut from one recording', async ({ browser, baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), 'hifi-gapless-'));
  const whole = join(dir, 'whole.wav');
  execFileSync('sox', [
    '-n',
    '-r',
    '44100',
    '-b',
    '16',
    '-c',
    '2',
    whole,
    'synth',
    '12',
    'sine',
    '440',
    'vol',
    '0.5',
  ]);
  const cuts = [join(dir, 'one.wav'), join(dir, 'two.wav')];
  execFileSync('sox', [whole, cuts[0] as string, 'trim', '0s', '264600s']);
  execFileSync('sox', [whole, cuts[1] as string, 'trim', '264600s']);
  const owner = await createMember(baseURL as string, 'gapless');
  // "Most Recent" lists the newest first: part two first, so the list reads one, two
  const two = await uploadAudioFile(baseURL as string, owner, parts[1] as string, {
    path: cuts[1] as string,
    ext: 'wav',
    type: 'audio/wav',
  });
  const one = await uploadAudioFile(baseURL as string, owner, parts[0] as string, {
    path: cuts[0] as string,
    ext: 'wav',
    type: 'audio/wav',
  });

  const player: number[] = [];
  const reference: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.addInitScript(tapScript);
    await page.goto(`/discover?q=${run}&sort=recent`);
    await expect(page.getByTestId('track-card')).toHaveCount(2);
    await page.getByRole('button', { name: `Play ${parts[0]}` }).click();
    player.push(await gapBetween(page, one.filePath, two.filePath));
    await expect(
      page
        .getByRole('region', { name: 'Player' })
        .getByText(parts[1] as string)
        .first(),
    ).toBeVisible();

    // The reference in the same page: bare elements, the second started on the first's 'ended'.
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();
    const urls = await page.evaluate(() =>
      [...document.querySelectorAll('audio')].map((a) => a.currentSrc).sort(),
    );
    const firstUrl = urls.find((u) => u.includes(one.filePath)) as string;
    const secondUrl = urls.find((u) => u.includes(two.filePath)) as string;
    await page.evaluate(
      async ([a, b]) => {
        const context = new AudioContext();
        const [first, second] = [a, b].map((src) => {
          const element = new Audio();
          element.crossOrigin = 'anonymous';
          element.preload = 'auto';
          element.src = `${src}#ref`;
          context.createMediaElementSource(element).connect(context.destination);
          return element;
        }) as [HTMLAudioElement, HTMLAudioElement];
        await Promise.all(
          [first, second].map(
            (el) => new Promise((resolve) => el.addEventListener('canplaythrough', resolve, { once: true })),
          ),
        );
        first.addEventListener('ended', () => void second.play(), { once: true });
        first.currentTime = first.duration - 1.5;
        await first.play();
      },
      [firstUrl, secondUrl],
    );
    reference.push(await gapBetween(page, one.filePath, two.filePath, true));
    await context.close();
  }

  const load = loadavg()[0]?.toFixed(1);
  console.log(
    [
      '',
      `gapless — two 6 s WAV tracks cut sample-exactly from one 440 Hz recording (44.1 kHz / 16-bit); ${runs} runs, each in a fresh Chromium context; load average ${load}`,
      'measured at each <audio> element’s output in Web Audio (AudioWorklet on the rendering clock):',
      'gap = first sounding frame of the second track − last sounding frame of the first (negative: overlap)',
      '',
      'mode                                       median ms  median |ms|    min ms    max ms   |gap| × reference',
      row("reference: bare elements, play() on 'ended'", reference, reference),
      row("the site's player (gapless)                ", player, reference),
      '',
      `player runs:    ${player.map((g) => g.toFixed(2)).join(', ')}`,
      `reference runs: ${reference.map((g) => g.toFixed(2)).join(', ')}`,
    ].join('\n'),
  );
  expect(player).toHaveLength(runs);
});
