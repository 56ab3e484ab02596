/**
 * A comment posted appears with its author; a missing id shows Not Found; the owner renames on the
 * profile, a taken name shows the error.
 */
import { expect, test } from '@playwright/test';
import {
  type CommunityMember,
  type CommunityTrack,
  createMember,
  createTracks,
  setUsername,
  signInAs,
} from '../data/discover-community.ts';
import { ProfilePage } from '../pages/profile-page.ts';
import { TrackPage } from '../pages/track-page.ts';

const token = `tp${Date.now().toString(36)}`;
let owner: CommunityMember;
let track: CommunityTrack;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  owner = await createMember(url, 'track-owner');
  await setUsername(url, owner, `owner_${token}`);
  [track] = (await createTracks(
    url,
    [
      {
        title: `Harbour <b>Bells</b> ${token}`,
        description: 'Field recording of harbour bells with a soft drone.',
        genres: ['Field Recording', 'Ambient'],
        plays: 3,
        likes: 0,
        owner,
      },
    ],
    [],
  )) as [CommunityTrack];
});

test('the track page shows the track; a member posts a comment that appears with its author', async ({
  page,
  baseURL,
}) => {
  const commenter = await createMember(baseURL as string, 'commenter');
  await setUsername(baseURL as string, commenter, `listener_${token}`);
  await signInAs(page, commenter);
  const trackPage = new TrackPage(page);
  await trackPage.goto(track.id);
  await expect(trackPage.title).toHaveText(track.title);
  await expect(page).toHaveTitle(`${track.title} | HiFi Audio`);
  await expect(page.getByRole('link', { name: `owner_${token}` })).toHaveAttribute(
    'href',
    `/profile/${owner.id}`,
  );
  await expect(page.getByText('Field recording of harbour bells with a soft drone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter by Ambient' })).toBeVisible();

  await expect(trackPage.postComment).toBeDisabled();
  await trackPage.commentBox.fill('   ');
  await expect(trackPage.postComment).toBeDisabled();
  await trackPage.commentBox.fill('<img src=x onerror=alert(1)> lovely bells');
  await trackPage.postComment.click();
  await expect(page.getByText('Comment added successfully')).toBeVisible();
  await expect(trackPage.comments.first()).toContainText(`listener_${token}`);
  await expect(trackPage.comments.first()).toContainText('<img src=x onerror=alert(1)> lovely bells');
  await expect(trackPage.commentBox).toHaveValue('');

  await page.reload();
  await expect(trackPage.comments).toHaveCount(1);
  await expect(trackPage.comments.first()).toContainText(`listener_${token}`);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('visitors read comments but are asked to log in to write one', async ({ page }) => {
  const trackPage = new TrackPage(page);
  await trackPage.goto(track.id);
  await expect(trackPage.title).toHaveText(track.title);
  await expect(page.getByText('Please log in to comment')).toBeVisible();
  await expect(trackPage.commentBox).toHaveCount(0);
});

test('a missing track shows Not Found with a way back to discovery', async ({ page }) => {
  const trackPage = new TrackPage(page);
  await trackPage.goto('00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { level: 1, name: 'Audio Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      'This audio file is no longer available. It may have been deleted or made private by its owner.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Discover Audio' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('the owner renames inline; a taken name is refused; visitors see neither the e-mail nor the editor', async ({
  page,
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  const member = await createMember(url, 'renamer');
  const rival = await createMember(url, 'rival');
  await setUsername(url, rival, `taken_${token}`);
  await signInAs(page, member);
  const profile = new ProfilePage(page);
  await profile.goto(member.id);
  await expect(profile.name).toHaveText(member.email.split('@')[0] as string);
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Tracks' })).toBeVisible();
  await expect(page.getByText('No tracks uploaded yet')).toBeVisible();
  await expect(page.getByText(/Member since \w+ \d{4}/)).toBeVisible();

  await profile.edit.click();
  await profile.username.fill(`  taken_${token} `);
  await profile.save.click();
  await expect(profile.error).toHaveText('This username is already taken');
  await profile.username.fill('   ');
  await profile.save.click();
  await expect(profile.error).toHaveText('Username cannot be empty');
  await profile.username.fill(`  renamed_${token} `);
  await profile.save.click();
  await expect(page.getByText('Username updated')).toBeVisible();
  await expect(profile.name).toHaveText(`renamed_${token}`);

  // unchanged just closes
  await profile.edit.click();
  await profile.save.click();
  await expect(profile.username).toHaveCount(0);
  await page.reload();
  await expect(profile.name).toHaveText(`renamed_${token}`);

  // the owner's page as a visitor sees it
  const visitorContext = await browser.newContext({ baseURL: url });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${owner.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `owner_${token}` })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Tracks' })).toBeVisible();
  await expect(visitor.getByText(owner.email)).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Edit username' })).toHaveCount(0);
  await expect(visitor.getByTestId('track-count')).toHaveText('1 track');
  await visitor.goto('/profile/00000000-0000-4000-8000-00000000dead');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await visitorContext.close();
});
