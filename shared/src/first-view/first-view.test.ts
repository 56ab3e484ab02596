import { afterEach, expect, it } from 'vitest';
import { FIRST_VIEW_RELEASED, readFirstViewData, releaseFirstView, showsFirstView } from './first-view.ts';

const data = {
  page: { tracks: [{ id: 't1', title: '</script> & co' }] },
  featuredUsername: 'ada',
  featured: null,
};

/** A page as the first-view function writes it (supabase/functions/first-view/handler.ts). */
function firstViewPage(json = JSON.stringify(data).replace(/</g, '\\u003c')) {
  document.body.innerHTML =
    `<script type="application/json" id="hifi-first-view-data">${json}</script>` +
    '<div id="hifi-first-view"><h1>Discover Hi-Fi Audio</h1></div><div id="root" hidden><main>app</main></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('reads the data the first view shows', () => {
  firstViewPage();
  expect(readFirstViewData()).toEqual(data);
  expect(showsFirstView()).toBe(true);
});

it('reads nothing from a page without a first view, or with unreadable data', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(readFirstViewData()).toBeUndefined();
  expect(showsFirstView()).toBe(false);
  firstViewPage('{not json');
  expect(readFirstViewData()).toBeUndefined();
  firstViewPage('{"page":{}}');
  expect(readFirstViewData()).toBeUndefined();
});

it('releases the view once: the app shows and the boot script hears of it', () => {
  firstViewPage();
  let heard = 0;
  const seen: [viewThere: boolean, rootShown: boolean][] = [];
  document.addEventListener(FIRST_VIEW_RELEASED, () => {
    heard += 1;
    // the boot script reads the view's fields and focus then, and moves them to the shown app
    seen.push([
      document.getElementById('hifi-first-view') !== null,
      document.getElementById('root')?.hidden === false,
    ]);
  });
  releaseFirstView();
  releaseFirstView();
  expect(document.getElementById('hifi-first-view')).toBeNull();
  expect(document.getElementById('root')?.hidden).toBe(false);
  expect(heard).toBe(1);
  expect(seen).toEqual([[true, true]]);
  expect(showsFirstView()).toBe(false);
});
