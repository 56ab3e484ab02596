/**
 * Publishing a batch as a release (docs/product.md#releases-visibility-and-licences): four tagged
 * FLACs dropped on the Dashboard become one EP in their TRACKNUMBER order, with the first
 * embedded picture as its cover; its artist likes it; the Library reorders it and the release page follows; "Play
 * release" hands track 1 to track 2 on the player's gapless path (the next track buffered on the
 * spare element) and Next reaches track 3. The size of the gap is `pnpm bench:gapless`'s figure.
 */
import { expect, test } from '@playwright/test';
import { createMember, serviceRest, signInAs } from '../data/discover-community.ts';
import { taggedEp } from '../data/upload-fixtures.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { dropFiles } from '../support/drop-files.ts';
import { moveWithKeyboard } from '../support/sortable-keyboard.ts';

const run = `pub${Date.now().toString(36)}`;
const part = (n: number) => `${run} part ${n}`;

/** Every play of the page's <audio> elements: which element, how ready, from where. */
const recordMedia = () => {
  const log: { type: string; element: number; src: string; readyState: number; time: number }[] = [];
  const elements: EventTarget[] = [];
  (globalThis as unknown as { __media: typeof log }).__media = log;
  for (const type of ['play'])
    document.addEventListener(
      type,
      (event) => {
        const audio = event.target as HTMLAudioElement;
        if (!elements.includes(audio)) elements.push(audio);
        log.push({
          type,
          element: elements.indexOf(audio),
          src: audio.currentSrc,
          readyState: audio.readyState,
          time: audio.currentTime,
        });
      },
      true,
    );
};

test('four tagged FLACs published as a release: tag order, reordered in the Library, played gaplessly', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const artist = await createMember(baseURL as string, 'publisher');
  await signInAs(page, artist);
  await page.addInitScript(recordMedia);
  const upload = new UploadPage(page);
  await upload.goto();
  await dropFiles(page, upload.dashboard, taggedEp(run, `${run} Tides`));
  await expect(page.getByRole('group', { name: /\.flac$/ })).toHaveCount(4);

  await page.getByRole('button', { name: 'Publish as a release' }).click();
  const form = page.getByRole('form', { name: 'Publish as a release' });
  await expect(form.getByLabel('Release title')).toHaveValue(`${run} Tides`);
  await expect(form.getByLabel('Kind')).toHaveValue('ep');
  await expect(form.getByLabel('Release date')).toHaveValue('2026-11-20');
  await expect(form.getByRole('list', { name: 'Release tracklist' }).getByRole('listitem')).toHaveText(
    [1, 2, 3, 4].map((n) => new RegExp(`^${n}${part(n)}`)),
  );
  await expect(form.getByLabel('Release cover')).toHaveValue(/.+/);
  await form.getByLabel('Licence').selectOption('cc-by-sa-4.0');
  await form.getByRole('button', { name: 'Publish release' }).click();

  await expect(page).toHaveURL(/\/release\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const releaseId = page.url().split('/').pop() as string;
  const tracklist = page.getByRole('list', { name: 'Tracklist' }).getByRole('listitem');
  await expect(page.getByRole('heading', { level: 1, name: `${run} Tides` })).toBeVisible();
  await expect(tracklist).toHaveText([1, 2, 3, 4].map((n) => new RegExp(part(n))));
  await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  const [row] = await serviceRest<{ cover_path: string | null }[]>(
    baseURL as string,
    `releases?id=eq.${releaseId}&select=cover_path`,
    { method: 'GET' },
  );
  expect(row?.cover_path).toMatch(new RegExp(`^${artist.id}/covers/`));
  await page.getByRole('button', { name: `Like ${run} Tides, 0 likes` }).click();
  await expect(page.getByRole('button', { name: `Unlike ${run} Tides, 1 like` })).toBeVisible();

  // The Library: swap parts 2 and 3 with the keyboard; the release page follows.
  await page.goto('/library?tab=releases');
  await page.getByRole('button', { name: `Edit ${run} Tides` }).click();
  const editor = page.getByRole('list', { name: 'Tracklist' });
  const names = editor.getByTestId('release-track-title');
  await expect(names).toHaveText([1, 2, 3, 4].map(part));
  await moveWithKeyboard(page, names, part(3), 'ArrowUp', 1);
  await expect(names).toHaveText([1, 3, 2, 4].map(part));
  await page.goto(`/release/${releaseId}`);
  await expect(tracklist).toHaveText([1, 3, 2, 4].map((n) => new RegExp(part(n))));
  await expect(page.getByRole('button', { name: `Unlike ${run} Tides, 1 like` })).toBeVisible();

  // Play release: first → second on the spare element, buffered ahead; Next reaches the third.
  await page.getByRole('button', { name: 'Play release' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(part(1)).first()).toBeVisible();
  await expect(player.getByText(part(3)).first()).toBeVisible({ timeout: 20_000 });
  await expect(player).toHaveAttribute('data-state', 'playing');
  const media = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          __media: { type: string; element: number; readyState: number; time: number }[];
        }
      ).__media,
  );
  const firstPlay = media.find((e) => e.type === 'play');
  const secondPlay = media.find((e) => e.type === 'play' && e.element !== firstPlay?.element);
  // the gapless path: the second track was buffered on the other element and started from its top
  expect(secondPlay?.readyState).toBeGreaterThanOrEqual(3);
  expect(secondPlay?.time).toBeLessThan(0.1);
  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player.getByText(part(2)).first()).toBeVisible();
});
