/**
 * What listeners see of the analysis (docs/analysis.md#what-listeners-see), on a stack with the
 * worker beside it: a genuine 24/96 FLAC, an MP3 and an AAC 256 decoded and saved as FLAC, and a
 * CD-quality WAV, made with ffmpeg, uploaded and analysed for real.
 */
import { expect, type Page, test } from '@playwright/test';
import { genuine, transcode } from '../../worker/test/fixtures.ts';
import { createMember } from '../data/discover-community.ts';
import { uploadAudioFile } from '../data/player-tracks.ts';
import { type AnalysisStack, startAnalysisStack } from '../support/analysis-stack.ts';

const run = Date.now().toString(36);
const titles = {
  hires: `Verdict hires ${run}`,
  transcode: `Verdict transcode ${run}`,
  aac: `Verdict aac ${run}`,
  cd: `Verdict cd ${run}`,
};
let stack: AnalysisStack;
let hiresId = '';
let aacId = '';
let cdId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startAnalysisStack();
  const owner = await createMember(stack.url, 'verdicts');
  const flac = { ext: 'flac', type: 'audio/flac' };
  const hires = await uploadAudioFile(stack.url, owner, titles.hires, {
    ...flac,
    path: genuine(`hires-${run}.flac`, 8, 96000, ['-sample_fmt', 's32']),
  });
  const source = genuine(`source-${run}.wav`, 8, 44100);
  const mp3 = await uploadAudioFile(stack.url, owner, titles.transcode, {
    ...flac,
    path: transcode(source, `mp3-${run}.flac`, ['-c:a', 'libmp3lame', '-b:a', '128k']),
  });
  const aac = await uploadAudioFile(stack.url, owner, titles.aac, {
    ...flac,
    path: transcode(source, `aac-${run}.flac`, ['-c:a', 'aac', '-b:a', '256k']),
  });
  const cd = await uploadAudioFile(stack.url, owner, titles.cd, {
    ext: 'wav',
    type: 'audio/wav',
    path: genuine(`cd-${run}.wav`, 8, 44100),
  });
  hiresId = hires.id;
  aacId = aac.id;
  cdId = cd.id;
  await stack.analysed([hires.id, mp3.id, aac.id, cd.id], 150_000);
});

test.afterAll(async () => {
  await stack?.stop();
});

const cards = (page: Page) => page.getByTestId('track-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test('the track page shows the verdict, the spectrogram, loudness and the checksum', async ({ page }) => {
  await page.goto(`${stack.url}/audio/${hiresId}`);
  const panel = page.getByRole('region', { name: 'Analysis' });
  await expect(panel.getByTestId('analysis-verdict')).toHaveText(
    /No lossy traces found: full 48 kHz bandwidth, 24 bits used\./,
  );
  const spectrogram = panel.getByRole('img', { name: `Spectrogram of ${titles.hires}` });
  await expect(spectrogram).toBeVisible();
  await expect
    .poll(() => spectrogram.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  await expect(panel.getByText(/^−?\d+\.\d LUFS$/)).toBeVisible();
  await expect(panel.getByText(/^[−+]?\d+\.\d dBTP$/)).toBeVisible();
  await expect(panel.getByTestId('sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(panel.getByText('Matches the audio')).toBeVisible();

  await spectrogram.click();
  await expect(page.getByRole('dialog', { name: `Spectrogram of ${titles.hires}` })).toBeVisible();
});

test('a caught AAC 256 transcode says what was found and where, with a picture of it', async ({ page }) => {
  await page.goto(`${stack.url}/audio/${aacId}`);
  const panel = page.getByRole('region', { name: 'Analysis' });
  await expect(panel.getByTestId('analysis-verdict')).toHaveText(
    /Probably from an AAC \(~256 kbps\): .*it carries the marks of AAC encoding\. AAC frame grid found at offset \d+ \((KBD|sine) window\): \d+ % of the MDCT coefficients from 2 kHz up sit on AAC's quantiser lattice there, \d+ % at other alignments; deepest in \d+ of \d+ excerpts\./,
  );
  const picture = panel.getByRole('img', {
    name: /^AAC frame grid: the alignment at offset \d+ of 1024 stands out from the others$/,
  });
  await expect(picture).toBeVisible();
  await expect(panel.getByRole('img', { name: `Spectrogram of ${titles.aac}` })).toBeVisible();
  // The picture stands beside the spectrogram, not under it, on a desktop.
  const [p, s] = [
    await picture.boundingBox(),
    await panel.getByRole('img', { name: `Spectrogram of ${titles.aac}` }).boundingBox(),
  ];
  expect(p && s && p.x > s.x + s.width - 1).toBe(true);
});

test('a clean track says which checks ran', async ({ page }) => {
  await page.goto(`${stack.url}/audio/${cdId}`);
  const panel = page.getByRole('region', { name: 'Analysis' });
  await expect(panel.getByTestId('analysis-verdict')).toHaveText(
    /No lossy traces found: full 22 kHz bandwidth, 16 bits used\. Checked: cut-off, MP3 granule flicker, MP3 quantisation, MP3 quantiser lattice, AAC quantisation\./,
  );
  await expect(panel.getByTestId('verdict-evidence')).toHaveCount(0);
});

test('a transcode carries the lossy mark and "Hide suspected lossy" hides it, also after a reload', async ({
  page,
}) => {
  await page.goto(`${stack.url}/discover?q=${run}`);
  await expect(cards(page)).toHaveCount(4);
  const lossy = card(page, titles.transcode).getByTestId('verdict-mark');
  await expect(lossy).toHaveAttribute('data-verdict', 'lossy');
  await expect(lossy).toContainText('Lossy source');
  await expect(lossy).toHaveAttribute(
    'title',
    /^Probably from an MP3 \(~128 kbps\): no content above 1\d(\.\d)? kHz, and it carries the marks of MP3 encoding\.$/,
  );
  await expect(card(page, titles.hires).getByTestId('verdict-mark')).toHaveAttribute(
    'data-verdict',
    'lossless',
  );

  // the URL is updated in a transition: the box shows its new state once the list does
  await page.getByLabel('Hide suspected lossy').click();
  await expect(page.getByLabel('Hide suspected lossy')).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, titles.transcode)).toHaveCount(0);
  await expect(card(page, titles.aac)).toHaveCount(0);
  await expect(page).toHaveURL(/lossless=1/);
  await page.reload();
  await expect(page.getByLabel('Hide suspected lossy')).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, titles.transcode)).toHaveCount(0);
});

test('format, bit-depth and sample-rate filters narrow the list and survive a reload', async ({ page }) => {
  await page.goto(`${stack.url}/discover?q=${run}`);
  await expect(cards(page)).toHaveCount(4);

  await page.getByLabel('Format').selectOption({ label: 'WAV' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, titles.cd)).toHaveCount(1);

  await page.getByLabel('Format').selectOption({ label: 'FLAC' });
  await expect(cards(page)).toHaveCount(3);
  await page.getByLabel('Minimum bit depth').selectOption({ label: '24-bit and up' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, titles.hires)).toHaveCount(1);

  await page.getByLabel('Minimum bit depth').selectOption({ label: 'Any bit depth' });
  await page.getByLabel('Minimum sample rate').selectOption({ label: '96 kHz and up' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, titles.hires)).toHaveCount(1);

  await expect(page).toHaveURL(/format=flac/);
  await expect(page).toHaveURL(/rate=96000/);
  await page.reload();
  await expect(page.getByLabel('Format')).toHaveValue('flac');
  await expect(page.getByLabel('Minimum sample rate')).toHaveValue('96000');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, titles.hires)).toHaveCount(1);
});

test('the waveform is drawn from the peaks with pinned comments marked, and a click at x % plays from x %', async ({
  page,
}) => {
  // a listener's comment pinned to 0:04 of the 8 s track
  const listener = await createMember(stack.url, 'pinner');
  const { supabaseAnonKey } = (await (await fetch(`${stack.url}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const posted = await fetch(`${stack.url}/rest/v1/comments`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${listener.session.access_token as string}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      audio_file_id: hiresId,
      user_id: listener.id,
      content: 'the swell',
      at_seconds: 4,
    }),
  });
  expect(posted.status).toBe(201);

  await page.goto(`${stack.url}/audio/${hiresId}`);
  // the track page's own (the player bar's small one has the same name, in the region 'Player')
  const waveform = page.getByRole('main').getByRole('slider', { name: 'Waveform' });
  await expect(waveform).toBeVisible();
  const marker = waveform.getByTestId('waveform-marker');
  await expect(marker).toHaveAttribute('title', /: the swell$/);
  const markerLeft = await marker.evaluate((el: HTMLElement) => Number.parseFloat(el.style.left));
  expect(markerLeft).toBeGreaterThan(40);
  expect(markerLeft).toBeLessThan(60);
  // the bars are drawn: the canvas is not blank
  await expect
    .poll(() =>
      waveform.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        return pixels.some((value, i) => i % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);
  const box = await waveform.boundingBox();
  if (!box) throw new Error('no waveform box');
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  const time = await page.getByTestId('player-audio').evaluate((el: HTMLAudioElement) => el.currentTime);
  const duration = await page.getByTestId('player-audio').evaluate((el: HTMLAudioElement) => el.duration);
  expect(time / duration).toBeGreaterThan(0.4);
  expect(time / duration).toBeLessThan(0.65);
  // the bar has the small waveform, under the same name
  await expect(player.getByRole('slider', { name: 'Waveform' }).locator('canvas')).toBeVisible();
  // and from the keyboard
  await waveform.focus();
  await page.keyboard.press('Home');
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeLessThan(2);
});
