/** The page-view beacon: one per route change to the endpoint the runtime config names; off without one; no third parties. */
import { expect, test } from '@playwright/test';

test('with analyticsEndpoint in /config.json every route change sends one beacon with the path', async ({
  page,
}) => {
  // The stack puts HIFI_ANALYTICS_ENDPOINT into /config.json; here the config is extended in flight.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), analyticsEndpoint: '/page-views' } });
  });
  const views: { path: string }[] = [];
  await page.route('**/page-views', async (route) => {
    views.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 204 });
  });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => views.map((view) => view.path)).toEqual(['/terms', '/privacy', '/login']);
});

test('without an endpoint no beacon goes out, and no shell page calls a third party', async ({ page }) => {
  const foreign: string[] = [];
  const beacons: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:')
      foreign.push(request.url());
    if (
      request.method() === 'POST' &&
      !url.pathname.startsWith('/auth/') &&
      !url.pathname.startsWith('/rest/')
    )
      beacons.push(request.url());
  });
  for (const path of ['/login', '/signup', '/terms', '/privacy', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(foreign).toEqual([]);
  expect(beacons).toEqual([]);
});
