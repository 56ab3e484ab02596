import { expect, test } from '@playwright/test';
import { aacM4a, alac, flac24, mp3RenamedFlac, wav16 } from '../data/upload-fixtures.ts';
import { adminRest, signInAsNewMember, storedObjects } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';

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
  test(`a ${kind} upload with a blank title is saved under the file name with the server's facts`, async ({
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
      title: file.split('/').pop(),
      codec: facts.codec,
      bit_depth: facts.bit_depth,
      sample_rate: facts.sample_rate,
    });
    expect(Number(row?.duration)).toBeCloseTo(facts.seconds, 1);
  });
}

for (const [kind, make, reason] of [
  ['a renamed MP3', mp3RenamedFlac, /MP3/],
  ['an AAC .m4a', aacM4a, /AAC/],
] as const) {
  test(`${kind} is refused with the server's reason and leaves nothing behind`, async ({ page, baseURL }) => {
    const member = await signInAsNewMember(page, baseURL ?? '', 'lossy');
    const objectsBefore = await storedObjects(baseURL ?? '');
    const upload = new UploadPage(page);
    await upload.goto();
    await upload.fill({ title: 'Lossy', file: make() });
    await upload.submit.click();
    await expect(upload.toast('Upload Error')).toBeVisible();
    await expect(upload.toast(reason)).toBeVisible();
    await expect(upload.submit).toHaveText('Upload Audio');
    expect(page.url()).toMatch(/\/upload$/);
    expect(await adminRest<Row[]>(baseURL ?? '', `audio_files?user_id=eq.${member.id}&select=id`)).toEqual(
      [],
    );
    expect(await storedObjects(baseURL ?? '')).toEqual(objectsBefore);
  });
}

test('the picker check refuses other extensions before any byte is sent', async ({ page, baseURL }) => {
  await signInAsNewMember(page, baseURL ?? '', 'ext');
  const upload = new UploadPage(page);
  await upload.goto();
  let tusRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/storage/v1/upload/resumable')) tusRequests += 1;
  });
  await upload.file.setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') });
  await upload.submit.click();
  await expect(
    upload.toast('Unsupported audio format. Please use WAV, FLAC, or M4A (ALAC) for lossless audio quality.'),
  ).toBeVisible();
  await upload.file.setInputFiles({
    name: 'noextension',
    mimeType: 'audio/flac',
    buffer: Buffer.from('fLaC'),
  });
  await upload.submit.click();
  await expect(upload.toast('Could not determine file extension')).toBeVisible();
  await upload.file.setInputFiles([]);
  await upload.submit.click();
  await expect(upload.toast('Please upload an audio file and sign in')).toBeVisible();
  expect(tusRequests).toBe(0);
});
