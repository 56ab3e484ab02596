import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { coverPng, flacWithCover, wav16 } from '../data/upload-fixtures.ts';
import { adminRest, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';

test('an embedded picture becomes the cover on the library card, the track page and the embed, in its two sizes', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'cover');
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.file.setInputFiles(flacWithCover());
  const draft = upload.draft('with-cover.flac');
  await expect(draft.title).toHaveValue('Painted Sky');
  await expect(draft.group.getByRole('img', { name: 'Cover art of Painted Sky' })).toBeVisible();
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';

  const [row] = await adminRest<Array<{ cover_path: string | null }>>(
    baseURL ?? '',
    `audio_files?user_id=eq.${member.id}&select=cover_path`,
  );
  expect(row?.cover_path).toMatch(new RegExp(`^${member.id}/covers/[0-9a-f-]{36}$`));
  const onPage = page.getByRole('main').getByRole('img', { name: /Painted Sky/ });
  await expect(onPage).toHaveAttribute('src', new RegExp(`${row?.cover_path}/600\\.webp$`));
  await expect.poll(() => onPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  // played, the cover is the Media Session's artwork (lock screens, media keys)
  await page.getByRole('main').getByRole('button', { name: 'Play Painted Sky' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((art) => art.src)))
    .toEqual([expect.stringMatching(/\/96\.webp$/), expect.stringMatching(/\/600\.webp$/)]);
  // and the player bar shows the 96 px one beside the title
  const inPlayer = page
    .getByRole('region', { name: 'Player' })
    .getByRole('img', { name: 'Cover art of Painted Sky' });
  await expect(inPlayer).toHaveAttribute('src', new RegExp(`${row?.cover_path}/96\\.webp$`));
  await expect.poll(() => inPlayer.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Library' }).click();
  const onCard = page.getByTestId('track-card').getByRole('img', { name: 'Cover art of Painted Sky' });
  await expect(onCard).toHaveAttribute('src', new RegExp(`${row?.cover_path}/96\\.webp$`));
  await expect.poll(() => onCard.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // The embed player (its own page, as other sites frame it) shows the 96 px one too.
  await page.goto(`/embed/audio/${id}`);
  const inEmbed = page
    .getByRole('region', { name: 'Embedded player' })
    .getByRole('img', { name: 'Cover art of Painted Sky' });
  await expect(inEmbed).toHaveAttribute('src', new RegExp(`${row?.cover_path}/96\\.webp$`));
  await expect.poll(() => inEmbed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
});

test('a cover image is added by its bytes, a non-image and a 40 MB picture are refused, and a cover can be removed', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'cover-add');
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.file.setInputFiles(wav16('no-art.wav'));
  const draft = upload.draft('no-art.wav');
  await expect(draft.group.getByTestId('cover-placeholder')).toBeVisible();
  const picker = draft.group.getByLabel(/^Add cover/);

  const fake = join(tmpdir(), `not-an-image-${Date.now()}.png`);
  writeFileSync(fake, 'just text with a .png name');
  await picker.setInputFiles(fake);
  await expect(draft.group.getByRole('alert')).toHaveText('A cover must be a JPEG, PNG or WebP image');
  const huge = join(tmpdir(), `huge-${Date.now()}.jpg`);
  writeFileSync(huge, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40 * 1000 * 1000)]));
  await picker.setInputFiles(huge);
  await expect(draft.group.getByRole('alert')).toHaveText('A cover must be 10 MB or smaller');

  await picker.setInputFiles(coverPng('added.png'));
  await expect(draft.group.getByRole('img', { name: 'Cover art of no-art' })).toBeVisible();
  await draft.group.getByRole('button', { name: 'Remove cover' }).click();
  await expect(draft.group.getByTestId('cover-placeholder')).toBeVisible();
  await draft.group.getByLabel(/^Add cover/).setInputFiles(coverPng('again.png'));
  await expect(draft.group.getByRole('button', { name: 'Replace cover' })).toBeVisible();

  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByRole('img', { name: 'Cover art of no-art' })).toBeVisible();
  const [row] = await adminRest<Array<{ cover_path: string | null }>>(
    baseURL ?? '',
    `audio_files?user_id=eq.${member.id}&select=cover_path`,
  );
  expect(row?.cover_path).toMatch(/\/covers\//);
});

test('the owner replaces and removes a cover in the edit dialog; the card follows', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, baseURL ?? '', 'cover-edit');
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.file.setInputFiles(flacWithCover('edit-me.flac'));
  await expect(upload.draft('edit-me.flac').group.getByRole('img', { name: /^Cover art of/ })).toBeVisible();
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  const coverPath = async () =>
    (
      await adminRest<Array<{ cover_path: string | null }>>(
        baseURL ?? '',
        `audio_files?user_id=eq.${member.id}&select=cover_path`,
      )
    )[0]?.cover_path;
  const first = await coverPath();
  expect(first).toBeTruthy();

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Library' }).click();
  const card = page.getByTestId('track-card');
  await card.getByRole('button', { name: 'Edit Painted Sky' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Audio File' });
  await expect(dialog.getByRole('img', { name: 'Cover art of Painted Sky' })).toHaveAttribute(
    'src',
    new RegExp(`${first}/600\\.webp$`),
  );
  await dialog.getByLabel(/^Replace cover/).setInputFiles(coverPng('replacement.png'));
  // The sizes are made in the browser: the preview shows the new picture once they are ready.
  await expect(dialog.getByRole('img', { name: 'Cover art of Painted Sky' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(coverPath).not.toBe(first);
  const second = await coverPath();
  await expect(card.getByRole('img', { name: 'Cover art of Painted Sky' })).toHaveAttribute(
    'src',
    new RegExp(`${second}/96\\.webp$`),
  );

  await card.getByRole('button', { name: 'Edit Painted Sky' }).click();
  await dialog.getByRole('button', { name: 'Remove cover' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(coverPath).toBeNull();
  await expect(card.getByTestId('cover-placeholder')).toBeVisible();
});
