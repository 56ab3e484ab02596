import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { wav16 } from '../data/upload-fixtures.ts';
import { adminRest, apiTrack, memberRest, signInAsNewMember, storedObjects } from '../data/upload-member.ts';
import { LibraryPage, RecentPage } from '../pages/library-page.ts';

const wav = () => readFileSync(wav16(`lib-${Date.now()}-${Math.random()}.wav`));

test('My Uploads: edit a track, then delete it with its stored file', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const member = await signInAsNewMember(page, base, 'library');
  await apiTrack(base, member, { title: 'Older take', wav: wav() });
  const target = await apiTrack(base, member, {
    title: 'First take',
    description: 'rough',
    genres: ['demo'],
    wav: wav(),
  });

  const library = new LibraryPage(page);
  await library.goto();
  await expect(library.uploadsTab).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => library.titles()).toEqual(['First take', 'Older take']);

  await library.card('First take').getByRole('button', { name: 'Edit First take' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Audio File' });
  await expect(dialog.getByLabel('Title')).toHaveValue('First take');
  await dialog.getByLabel('Title').fill('Final take');
  await dialog.getByLabel('Description').fill('mastered');
  await dialog.getByRole('button', { name: 'Remove genre demo' }).click();
  await dialog.getByRole('textbox', { name: 'Genres', exact: true }).fill('jazz');
  await dialog.getByRole('textbox', { name: 'Genres', exact: true }).press('Enter');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(library.toast('Audio file updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => library.titles()).toEqual(['Final take', 'Older take']);
  expect(await adminRest(base, `audio_files?id=eq.${target.id}&select=title,description,genres`)).toEqual([
    { title: 'Final take', description: 'mastered', genres: ['jazz'] },
  ]);

  await library.card('Final take').getByRole('button', { name: 'Delete Final take' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText('This action cannot be undone. This will permanently delete your audio file.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(library.toast('Audio file deleted successfully')).toBeVisible();
  await expect.poll(() => library.titles()).toEqual(['Older take']);
  expect(await adminRest(base, `audio_files?id=eq.${target.id}&select=id`)).toEqual([]);
  expect(await storedObjects(base)).not.toContain(target.filePath);
});

test('My Likes lists what the member liked, without edit or delete', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const other = await signInAsNewMember(await page.context().newPage(), base, 'artist');
  const liked = await apiTrack(base, other, { title: 'Liked tune', wav: wav() });
  await apiTrack(base, other, { title: 'Not liked', wav: wav() });
  const member = await signInAsNewMember(page, base, 'listener');
  await memberRest(base, member, 'likes', { audio_file_id: liked.id, user_id: member.id });

  const library = new LibraryPage(page);
  await library.goto();
  await expect(library.panel.getByText('No uploaded files found')).toBeVisible();
  await library.likesTab.click();
  await expect.poll(() => library.titles()).toEqual(['Liked tune']);
  await expect(library.panel.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test('Recently Played lists the last 10 plays, newest first, each played through the one player (never two at once) and queued from its card', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const member = await signInAsNewMember(page, base, 'recent');
  const recent = new RecentPage(page);
  await recent.goto();
  await expect(page.getByText('No recently played audio files')).toBeVisible();

  const sound = wav();
  const tracks: Array<{ id: string; filePath: string }> = [];
  for (let i = 1; i <= 12; i++)
    tracks.push(await apiTrack(base, member, { title: `Track ${i}`, description: `about ${i}`, wav: sound }));
  for (const track of tracks)
    await memberRest(base, member, 'plays', { audio_file_id: track.id, user_id: member.id });

  await recent.goto();
  await expect
    .poll(() => recent.titles())
    .toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Track ${n}`));
  await expect(recent.list.getByText('about 12')).toBeVisible();
  // Every entry plays through the one player: no audio element of its own.
  await expect(recent.list.locator('audio')).toHaveCount(0);
  await recent.list.getByRole('button', { name: 'Play Track 12' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await recent.list.getByRole('button', { name: 'Play Track 11' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  // one audio element on the page, playing the second choice (the bar said 'playing' already for
  // the first one, so wait for the change)
  const playing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('audio')].filter((a) => !a.paused).map((a) => a.currentSrc),
    );
  await expect
    .poll(playing, { timeout: 20_000 })
    .toEqual([expect.stringContaining(tracks[10]?.filePath as string)]);
  // both plays are recorded (14 rows) before the next one, so the order below is certain
  await expect
    .poll(async () => (await adminRest<unknown[]>(base, `plays?user_id=eq.${member.id}&select=id`)).length, {
      timeout: 30_000,
    })
    .toBe(14);

  // A play through the site's own player lands on top of the list.
  await page.goto(`/audio/${tracks[0]?.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Play Track 1' }).click();
  // The bar shows it playing (its queue, now Track 1 alone, is what the reload below restores).
  await expect(player.getByText('Track 1', { exact: true }).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  // The player records the play once playback starts.
  await expect
    .poll(
      async () =>
        (
          await adminRest<unknown[]>(
            base,
            `plays?user_id=eq.${member.id}&audio_file_id=eq.${tracks[0]?.id}&select=id`,
          )
        ).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  await recent.goto();
  await expect
    .poll(() => recent.titles())
    .toEqual([1, 11, 12, 12, 11, 10, 9, 8, 7, 6].map((n) => `Track ${n}`));
  await expect(recent.list.getByRole('listitem')).toHaveCount(10);

  // Every card also queues without interrupting (the reload left Track 1 in the player, paused):
  // Track 9 next, Track 12 at the end.
  await expect(player).toHaveAttribute('data-state', 'paused');
  await recent.card('Track 9').getByRole('button', { name: 'Play next' }).click();
  await recent.card('Track 12').getByRole('button', { name: 'Add to queue' }).click();
  await player.getByRole('button', { name: 'Queue', exact: true }).click();
  const upNext = page.getByRole('dialog', { name: 'Queue' }).getByRole('list', { name: 'Up next' });
  await expect(upNext.getByRole('listitem')).toHaveText(['Track 9', 'Track 12']);
  await page.keyboard.press('Escape');
  await expect(player).toHaveAttribute('data-state', 'paused');
});
