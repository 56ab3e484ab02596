/** The page-view beacon: one per route change to the endpoint the runtime config names; off without one; no third parties. */
import { expect, test } from '@playwright/test';

test('with analyticsEndpoint in the runtime config every route change sends one beacon with the path', async ({
  page,
}) => {
  // The stack writes HIFI_ANALYTICS_ENDPOINT into the config it inlines in the page (and into
  // /config.json); here the page's config is extended in flight.
  await page.route('**/terms', async (route) => {
    const response = await route.fetch();
    const inlined = /(<script type="application\/json" id="hifi-config">)(.*?)(<\/script>)/;
    const html = await response.text();
    expect(html).toMatch(inlined);
    const body = html.replace(inlined, (_, open: string, json: string, close: string) => {
      return `${open}${JSON.stringify({ ...JSON.parse(json), analyticsEndpoint: '/page-views' })}${close}`;
    });
    // route.fetch() decoded the body: it goes back plain, without the original's encoding and length.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length', 'etag'].includes(name),
      ),
    );
    await route.fulfill({ status: response.status(), headers, body });
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
