/**
 * The player from the keyboard and its settings (docs/product.md#layout): the shortcuts and their
 * "?" dialog, "Skip to player", focus after a route change and back on the trigger after a dialog;
 * the Media Session; the next track buffered on the second element; "Normalize loudness" as a gain;
 * a deleted queue entry skipped with a notice; the waveform in the player bar; and axe on the
 * track page with the waveform and the open queue.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMember, serviceRoleKey } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';

const run = `keys${Date.now().toString(36)}`;
const titles = ['first', 'second', 'third'].map((n) => `${run} ${n}`);
let tracks: PlayableTrack[] = [];

async function asService(baseURL: string, path: string, init: { method: string; body?: unknown }) {
  const key = await serviceRoleKey();
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** What the worker would leave for a track: peaks in storage, ReplayGain −6 dB, peak 0.5. */
async function analyse(baseURL: string, track: PlayableTrack) {
  const data: number[] = [];
  for (let i = 0; i < 400; i++) data.push(-60 - (i % 50), 60 + (i % 50));
  const waveformPath = `analysis/${track.id}.waveform.json`;
  const key = await serviceRoleKey();
  const stored = await fetch(`${baseURL}/storage/v1/object/audio/${waveformPath}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      apikey: key,
      'content-type': 'application/json',
      'x-upsert': 'true',
    },
    body: JSON.stringify({
      version: 2,
      channels: 1,
      sample_rate: 44100,
      samples_per_pixel: 4410,
      bits: 8,
      length: 400,
      data,
    }),
  });
  if (!stored.ok) throw new Error(`waveform upload answered ${stored.status}: ${await stored.text()}`);
  await asService(baseURL, `/rest/v1/track_analyses?audio_file_id=eq.${track.id}`, {
    method: 'PATCH',
    body: {
      status: 'done',
      waveform_path: waveformPath,
      replaygain_track_gain_db: -6,
      replaygain_track_peak: 0.5,
    },
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const elementTime = (page: Page) =>
  page.getByTestId('player-audio').evaluate((el) => (el as HTMLAudioElement).currentTime);

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'keys');
  // one after another, so "Most Recent" lists them third, second, first
  tracks = [];
  for (const title of titles) tracks.push(await uploadTrack(baseURL as string, owner, title, 'wav', 40));
  await analyse(baseURL as string, tracks[2] as PlayableTrack);
});

test('shortcuts play, seek, skip and mute; never while typing; "?" lists them', async ({ page }) => {
  await page.goto(`/discover?q=${run}&sort=recent`);
  await expect(page.getByTestId('track-card')).toHaveCount(3);
  const player = page.getByRole('region', { name: 'Player' });
  await page.getByRole('button', { name: `Play ${titles[2]}` }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).click();

  // L and → forward, J and ← back
  await page.keyboard.press('l');
  await expect.poll(() => elementTime(page)).toBeGreaterThanOrEqual(10);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => elementTime(page)).toBeGreaterThanOrEqual(15);
  await page.keyboard.press('j');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => elementTime(page)).toBeLessThan(10);

  // Space pauses and plays
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-state', 'paused');
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });

  // M mutes and unmutes
  await page.keyboard.press('m');
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.keyboard.press('m');
  await expect(player.getByRole('button', { name: 'Mute' })).toBeVisible();

  // typing in the search field types
  const search = page.getByRole('searchbox').first();
  await search.click();
  await page.keyboard.type('m');
  await page.keyboard.press('Shift+N');
  await expect(player.getByRole('button', { name: 'Mute' })).toBeVisible();
  await expect(player.getByText(titles[2] as string).first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();

  // Shift+N next, Shift+P previous (within 3 s of the start: the track before)
  await page.keyboard.press('Shift+N');
  await expect(player.getByText(titles[1] as string).first()).toBeVisible();
  await page.keyboard.press('Shift+P');
  await expect(player.getByText(titles[2] as string).first()).toBeVisible();

  // "?" opens the list; Escape closes it
  await page.keyboard.press('Shift+Slash');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Next track');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // a dialog opened from a button gives focus back to it when it closes
  const trigger = player.getByRole('button', { name: 'Keyboard shortcuts' });
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  // the OS sees the track
  const metadata = await page.evaluate(() => ({
    title: navigator.mediaSession.metadata?.title,
    state: navigator.mediaSession.playbackState,
  }));
  expect(metadata).toEqual({ title: titles[2], state: 'playing' });
});

test('Skip to player, and focus on the main heading after a route change', async ({ page }) => {
  await page.goto(`/discover?q=${run}&sort=recent`);
  await expect(page.getByTestId('track-card')).toHaveCount(3);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to player' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Player' })).toBeFocused();

  await page
    .getByRole('link', { name: titles[1] as string })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeFocused();
});

test('the next track waits on the second element; Normalize loudness is a remembered gain', async ({
  page,
}) => {
  // every gain node the page makes, to read what the player applies
  await page.addInitScript(() => {
    const made: GainNode[] = [];
    (globalThis as unknown as { __gains: GainNode[] }).__gains = made;
    const original = AudioContext.prototype.createGain;
    AudioContext.prototype.createGain = function (this: AudioContext) {
      const node = original.call(this);
      made.push(node);
      return node;
    };
  });
  await page.goto(`/discover?q=${run}&sort=recent`);
  const player = page.getByRole('region', { name: 'Player' });
  const normalize = player.getByRole('switch', { name: 'Normalize loudness' });
  await page.getByRole('button', { name: `Play ${titles[2]}` }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });

  // 40 s tracks: within 30 s of the end the second one is already on the other element
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('l');
  await page.keyboard.press('l');
  await expect
    .poll(() => page.getByTestId('player-audio-next').evaluate((el) => (el as HTMLAudioElement).currentSrc))
    .toContain(tracks[1]?.filePath as string);

  const gains = () =>
    page.evaluate(() =>
      (globalThis as unknown as { __gains: GainNode[] }).__gains.map(
        (g) => Math.round(g.gain.value * 1000) / 1000,
      ),
    );
  await expect(normalize).toHaveAttribute('aria-checked', 'false');
  expect((await gains())[0]).toBe(1);
  await normalize.click();
  await expect(normalize).toHaveAttribute('aria-checked', 'true');
  // −6 dB (peak 0.5 leaves room): ×0.501 on the element playing the analysed track
  await expect.poll(async () => (await gains()).includes(0.501)).toBe(true);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Player' }).getByRole('switch', { name: 'Normalize loudness' }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('a queued track deleted since is skipped with a notice', async ({ page, baseURL }) => {
  const owner = await createMember(baseURL as string, 'gone');
  const doomed = await uploadTrack(baseURL as string, owner, `${run} doomed`, 'wav', 5);
  await page.goto(`/discover?q=${run}&sort=recent`);
  await expect(page.getByTestId('track-card')).toHaveCount(4);
  const player = page.getByRole('region', { name: 'Player' });
  // the list reads doomed, third, second, first: play third, then queue doomed next
  await page.getByRole('button', { name: `Play ${titles[2]}` }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await page
    .getByTestId('track-card')
    .filter({ hasText: doomed.title })
    .getByRole('button', { name: 'Play next' })
    .click();
  await asService(baseURL as string, `/rest/v1/audio_files?id=eq.${doomed.id}`, { method: 'DELETE' });
  // the stored file goes with it (as the library's delete does)
  const key = await serviceRoleKey();
  await fetch(`${baseURL}/storage/v1/object/audio/${doomed.filePath}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${key}`, apikey: key },
  });

  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player.getByRole('status')).toHaveText(`Skipped “${doomed.title}”: it was deleted`);
  await expect(player.getByText(titles[1] as string).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
});

test('the track page with its waveform and the open queue: bar waveform, hover time, axe', async ({
  page,
}) => {
  const analysed = tracks[2] as PlayableTrack;
  await page.goto(`/discover?q=${run}&sort=recent`);
  await page.getByRole('button', { name: `Play ${analysed.title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  // The page shows the start (and keeps the queue for the next page load) once it sounds, or
  // 400 ms after the click (startTrackAtom): a reload sooner would find no queue.
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await page.goto(`/audio/${analysed.id}`);
  // two waveforms, both named so: the page's large one in main, the bar's small one in the player
  const waveform = page.getByRole('main').getByRole('slider', { name: 'Waveform' });
  await expect(waveform).toBeVisible();
  // the bar has the small one (a canvas) in place of the plain seek bar
  const barWaveform = player.getByRole('slider', { name: 'Waveform' });
  await expect(barWaveform.locator('canvas')).toBeVisible();
  await expect(player.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
  // the time under the pointer: half of 0:40
  const box = await waveform.boundingBox();
  if (!box) throw new Error('the waveform has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(waveform.getByTestId('waveform-hover-time')).toHaveText('0:20');

  await player.getByRole('button', { name: 'Queue', exact: true }).click();
  const queue = page.getByRole('dialog', { name: 'Queue' });
  await expect(queue).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // up next: second, first (Discover's list from the clicked third); drag first above second
  const upNext = queue.getByTestId('queue-entry');
  await expect(upNext).toHaveText([titles[1] as string, titles[0] as string]);
  await upNext.nth(1).dragTo(upNext.nth(0));
  await expect(upNext).toHaveText([titles[0] as string, titles[1] as string]);
});
