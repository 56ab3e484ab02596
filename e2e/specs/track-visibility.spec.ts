/**
 * Who may listen to a track (docs/product.md#releases-visibility-and-licences), set by its owner in
 * the Library: a private track is read by its owner alone — its page is "Audio Not Found" for a
 * visitor, and /rest/v1 gives it neither to anon nor to another member; a track published a minute
 * ahead is hidden from a visitor until that minute and shown after it, with no job running (the
 * row's own publish_at, compared at read time).
 */
import { expect, type Page, test } from '@playwright/test';
import { createMember, signInAs } from '../data/discover-community.ts';
import { uploadTrack } from '../data/player-tracks.ts';
import { LibraryPage } from '../pages/library-page.ts';

const run = `vis${Date.now().toString(36)}`;

/** The owner's Edit dialog in the Library, changed and saved. */
async function editInLibrary(
  page: Page,
  title: string,
  change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const library = new LibraryPage(page);
  await library.goto();
  await library
    .card(title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Audio File' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

/** Reads the track as `token` would through the data API: its rows (none when hidden). */
async function restRows(baseURL: string, trackId: string, token?: string) {
  const { supabaseAnonKey } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const res = await fetch(`${baseURL}/rest/v1/audio_files?id=eq.${trackId}&select=id`, {
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token ?? supabaseAnonKey}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown[];
}

test("a private track is its owner's alone; a scheduled one appears at its minute with no job", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL as string;
  const owner = await createMember(base, 'owner');
  const other = await createMember(base, 'other');
  const privateTrack = await uploadTrack(base, owner, `${run} diary`, 'wav', 3);
  const scheduled = await uploadTrack(base, owner, `${run} premiere`, 'wav', 3);
  await signInAs(page, owner);

  await editInLibrary(page, privateTrack.title, async (dialog) => {
    await dialog.getByLabel('Who may listen').selectOption('private');
  });
  // a minute ahead, in the browser's own time zone, to the second
  const publishAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
      ms: at.getTime(),
    };
  });
  await editInLibrary(page, scheduled.title, async (dialog) => {
    await dialog.getByLabel('Publish at').fill(publishAt.input);
  });

  // The owner still reads both, and is told who else may.
  await page.goto(`/audio/${privateTrack.id}`);
  await expect(page.getByTestId('track-access')).toHaveText('Private: only you can listen');
  await page.goto(`/audio/${scheduled.id}`);
  await expect(page.getByTestId('track-access')).toHaveText(/^Published /);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/audio/${privateTrack.id}`);
  await expect(visitor.getByRole('heading', { name: 'Audio Not Found' })).toBeVisible();
  expect(await restRows(base, privateTrack.id)).toEqual([]);
  expect(await restRows(base, privateTrack.id, other.session.access_token as string)).toEqual([]);
  expect(await restRows(base, privateTrack.id, owner.session.access_token as string)).toHaveLength(1);

  await visitor.goto(`/audio/${scheduled.id}`);
  await expect(visitor.getByRole('heading', { name: 'Audio Not Found' })).toBeVisible();
  expect(Date.now()).toBeLessThan(publishAt.ms);
  // Past its minute the same read finds it: nothing ran in between.
  await visitor.waitForTimeout(Math.max(0, publishAt.ms - Date.now()) + 1_000);
  await visitor.goto(`/audio/${scheduled.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: scheduled.title })).toBeVisible();
  expect(await restRows(base, scheduled.id)).toHaveLength(1);
  await visitor.context().close();
});

test('an unlisted track opens from its secret link only, and Replace link shuts the old one', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const owner = await createMember(base, 'sharer');
  const track = await uploadTrack(base, owner, `${run} demo`, 'wav', 3);
  await signInAs(page, owner);
  await editInLibrary(page, track.title, async (dialog) => {
    await dialog.getByLabel('Who may listen').selectOption('unlisted');
  });
  await page.goto(`/audio/${track.id}`);
  const field = page.getByLabel('Secret link');
  await expect(field).toHaveValue(/\/s\/[0-9a-f]{64}$/);
  const link = await field.inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/audio/${track.id}`);
  await expect(visitor.getByRole('heading', { name: 'Audio Not Found' })).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
  await visitor
    .getByRole('button', { name: `Play ${track.title}` })
    .first()
    .click();
  await expect(visitor.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
    timeout: 20_000,
  });
  // no secret link for anyone but the owner
  await expect(visitor.getByLabel('Secret link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Replace link' }).click();
  await expect(field).not.toHaveValue(link);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Link Not Found' })).toBeVisible();
  await visitor.goto(await field.inputValue());
  await expect(visitor.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
  await visitor.context().close();
});
