import { expect, test } from '@playwright/test';
import { aacM4a, alac, flac24, mp3RenamedFlac, taggedFlac, wav16 } from '../data/upload-fixtures.ts';
import { adminRest, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { dropFiles } from '../support/drop-files.ts';

interface Row {
  id: string;
  title: string;
  description: string | null;
  genres: string[];
  file_path: string;
  duration: number | string | null;
  codec: string | null;
  bit_depth: number | null;
  sample_rate: number | null;
}

test('a FLAC uploaded with title, description and two genres opens as a track with the server-read facts', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'flac');
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.fill({
    title: 'Sine at 96k',
    description: 'A test tone in 24-bit',
    genres: ['ambient', 'test tones', 'ambient'],
    file: flac24(),
  });
  await expect(page.getByRole('button', { name: /^Remove genre / })).toHaveCount(2);
  await upload.submit.click();

  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  await expect(upload.toast('Audio file uploaded successfully!')).toBeVisible();
  const id = page.url().split('/').pop() ?? '';
  const [row] = await adminRest<Row[]>(baseURL ?? '', `audio_files?id=eq.${id}&select=*`);
  expect(row).toMatchObject({
    title: 'Sine at 96k',
    description: 'A test tone in 24-bit',
    genres: ['ambient', 'test tones'],
    codec: 'FLAC',
    bit_depth: 24,
    sample_rate: 96000,
  });
  expect(Number(row?.duration)).toBeCloseTo(3, 1);
  expect(row?.file_path).toMatch(/^[0-9a-f-]{36}\.flac$/);
  expect(await page.evaluate(() => localStorage.getItem('currentUpload'))).toBeNull();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sine at 96k' })).toBeVisible();
  await expect(main.getByText('A test tone in 24-bit')).toBeVisible();
  await expect(main.getByText('0:03').first()).toBeVisible();
  await expect(main.getByText(/24-bit/).first()).toBeVisible();
  expect(member.id).toBeTruthy();
});

for (const [kind, make, facts] of [
  ['WAV', wav16, { codec: 'PCM', bit_depth: 16, sample_rate: 44100, seconds: 2 }],
  ['ALAC', alac, { codec: 'ALAC', bit_depth: 16, sample_rate: 48000, seconds: 4 }],
] as const) {
  test(`a ${kind} upload left untitled is saved under the file name without extension, with the server's facts`, async ({
    page,
    baseURL,
  }) => {
    await signInAsNewMember(page, baseURL ?? '', kind.toLowerCase());
    const upload = new UploadPage(page);
    await upload.goto();
    const file = make();
    await upload.fill({ file });
    await upload.submit.click();
    await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const [row] = await adminRest<Row[]>(baseURL ?? '', `audio_files?id=eq.${id}&select=*`);
    expect(row).toMatchObject({
      title: file
        .split('/')
        .pop()
        ?.replace(/\.[^.]+$/, ''),
      codec: facts.codec,
      bit_depth: facts.bit_depth,
      sample_rate: facts.sample_rate,
    });
    expect(Number(row?.duration)).toBeCloseTo(facts.seconds, 1);
  });
}

test('three files dropped at once (FLAC, WAV, ALAC) become three drafts and three published tracks', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'batch');
  const upload = new UploadPage(page);
  await upload.goto();
  const files = [flac24('batch-one.flac'), wav16('batch-two.wav'), alac('batch-three.m4a')];
  await dropFiles(page, upload.dashboard, files);
  for (const name of ['batch-one.flac', 'batch-two.wav', 'batch-three.m4a'])
    await expect(upload.row(name)).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(3);
  const one = upload.draft('batch-one.flac');
  await one.title.fill('Opening');
  await one.description.fill('Recorded live');
  await one.genre.fill('jazz');
  await one.genre.press('Enter');
  await one.group.getByRole('button', { name: 'Apply to all: description of batch-one.flac' }).click();
  await one.group.getByRole('button', { name: 'Apply to all: genres of batch-one.flac' }).click();
  await expect(upload.draft('batch-three.m4a').description).toHaveValue('Recorded live');
  await expect(
    upload.draft('batch-two.wav').group.getByRole('button', { name: 'Remove genre jazz' }),
  ).toBeVisible();

  await upload.submit.click();
  await page.waitForURL(/\/library$/, { timeout: 30_000 });
  await expect(upload.toast('3 tracks published')).toBeVisible();
  const rows = await adminRest<Row[]>(
    baseURL ?? '',
    `audio_files?user_id=eq.${member.id}&select=*&order=title`,
  );
  expect(rows.map((r) => [r.title, r.description, r.genres, r.codec])).toEqual([
    ['Opening', 'Recorded live', ['jazz'], 'FLAC'],
    ['batch-three', 'Recorded live', ['jazz'], 'ALAC'],
    ['batch-two', 'Recorded live', ['jazz'], 'PCM'],
  ]);
  expect(new Set(rows.map((r) => r.file_path)).size).toBe(3);
  expect(await page.evaluate(() => localStorage.getItem('currentUpload'))).toBeNull();
});

for (const [kind, make, name, reason] of [
  ['a renamed MP3', mp3RenamedFlac, 'not-really.flac', 'File is not lossless audio: MP3 detected'],
  ['an AAC .m4a', aacM4a, 'lossy-aac.m4a', 'M4A must contain ALAC (found AAC)'],
] as const) {
  test(`${kind} is refused in the browser with the server's message and no upload request`, async ({
    page,
    baseURL,
  }) => {
    const member = await signInAsNewMember(page, baseURL ?? '', 'lossy');
    const upload = new UploadPage(page);
    await upload.goto();
    // Any way bytes could reach Storage (tus or a plain object upload). The bucket's list is not
    // compared: the other worker's journeys store objects meanwhile.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (/\/storage\/v1\/(upload|object)\//.test(r.url())) uploads.push(`${r.method()} ${r.url()}`);
    });
    await dropFiles(page, upload.dashboard, [make(), wav16('beside-it.wav')]);
    await expect(upload.refused(name)).toContainText(reason);
    await expect(upload.row('beside-it.wav')).toBeVisible();
    await expect(upload.row(name)).toHaveCount(0);
    await expect(page.getByRole('group', { name })).toHaveCount(0);
    await upload
      .refused(name)
      .getByRole('button', { name: `Dismiss ${name}` })
      .click();
    await expect(upload.refused(name)).toHaveCount(0);
    expect(uploads).toEqual([]);
    expect(await adminRest<Row[]>(baseURL ?? '', `audio_files?user_id=eq.${member.id}&select=id`)).toEqual(
      [],
    );
  });
}

test("a file the server refuses after its bytes arrived shows the server's reason on its own row, not 100 %", async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'late-refusal');
  const upload = new UploadPage(page);
  await upload.goto();
  // A FLAC signature and then noise: the browser's header check passes, the server's probe does not.
  const noise = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(300_000, 7)]);
  await upload.file.setInputFiles({ name: 'noise.flac', mimeType: 'audio/flac', buffer: noise });
  await expect(upload.draft('noise.flac').title).toHaveValue('noise');
  await upload.submit.click();
  const reason = upload.draft('noise.flac').group.getByRole('alert');
  await expect(reason).toContainText('File is not lossless audio', { timeout: 30_000 });
  await expect(
    upload.row('noise.flac').getByRole('button', { name: /File is not lossless audio/ }),
  ).toBeVisible();
  await expect(upload.row('noise.flac').getByRole('button', { name: 'Retry upload' })).toBeVisible();
  expect(await upload.percent()).toBeLessThan(100);
  expect(page.url()).toMatch(/\/upload$/);
  expect(await adminRest<Row[]>(baseURL ?? '', `audio_files?user_id=eq.${member.id}&select=id`)).toEqual([]);
});

test('the picker check refuses other extensions and empty files before any byte is sent', async ({
  page,
  baseURL,
}) => {
  await signInAsNewMember(page, baseURL ?? '', 'ext');
  const upload = new UploadPage(page);
  await upload.goto();
  let tusRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/storage/v1/upload/resumable')) tusRequests += 1;
  });
  await upload.submit.click();
  await expect(upload.toast('Please upload an audio file and sign in')).toBeVisible();
  await upload.file.setInputFiles([
    { name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') },
    { name: 'noextension', mimeType: 'audio/flac', buffer: Buffer.from('fLaC') },
    { name: 'empty.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(0) },
  ]);
  await expect(upload.refused('song.mp3')).toContainText(
    'Unsupported audio format. Please use WAV, FLAC, or M4A (ALAC) for lossless audio quality.',
  );
  await expect(upload.refused('noextension')).toContainText('Could not determine file extension');
  await expect(upload.refused('empty.wav')).toContainText('This file is empty (0 bytes)');
  await expect(page.getByRole('group')).toHaveCount(0);
  expect(tusRequests).toBe(0);
});

test("a FLAC's TITLE and GENRE tags prefill its draft, and ARTIST, ALBUM, TRACKNUMBER and DATE are shown, kept and shown on the track page", async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'tags');
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.file.setInputFiles(taggedFlac());
  const draft = upload.draft('tagged.flac');
  await expect(draft.title).toHaveValue('Blue in Green');
  await expect(draft.group.getByRole('button', { name: 'Remove genre Jazz' })).toBeVisible();
  for (const [term, value] of [
    ['Artist', 'The Quartet'],
    ['Album', 'Night Sessions'],
    ['Track', '3'],
    ['Date', '1959'],
  ] as const)
    await expect(draft.group.getByRole('term').filter({ hasText: term }).locator('+ dd')).toHaveText(value);
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  const [row] = await adminRest<(Row & { tags: unknown })[]>(
    baseURL ?? '',
    `audio_files?user_id=eq.${member.id}&select=*`,
  );
  expect(row).toMatchObject({
    title: 'Blue in Green',
    genres: ['Jazz'],
    tags: { ARTIST: 'The Quartet', ALBUM: 'Night Sessions', TRACKNUMBER: '3', DATE: '1959' },
  });
  // The track page shows them (after a reload too: they come from the row, not the draft).
  await page.reload();
  const tags = page.getByRole('main').getByTestId('file-tags');
  for (const [term, value] of [
    ['Artist', 'The Quartet'],
    ['Album', 'Night Sessions'],
    ['Track number', '3'],
    ['Date', '1959'],
  ] as const)
    await expect(tags.getByRole('term').filter({ hasText: term }).locator('+ dd')).toHaveText(value);
});
