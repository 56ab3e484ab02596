import { afterEach, expect, test } from 'vitest';
import { elementAt, placeOf } from './place.ts';

/** A screen as the first view and the app's root both hold it: the same tree under different ids. */
const screen = (prefix: string) =>
  `<div data-app-layout><header><button aria-label="Toggle sidebar">≡</button></header><main>` +
  `<div data-remote="mf_discover" style="display: contents"><input id="${prefix}-search">` +
  '<section data-track-id="a"><button>Play a</button></section>' +
  '<section data-track-id="b"><button>Play b</button><button>Like b</button></section>' +
  '</div></main></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

test('an element of the first view has its twin at the same place in the app', () => {
  document.body.innerHTML = `<div id="view">${screen('fv')}</div><div id="root"><p>toasts</p>${screen('app')}</div>`;
  const view = document.getElementById('view') as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  const like = view.querySelectorAll('button')[3] as HTMLElement;
  expect(elementAt(placeOf(like, view) ?? { frame: '', path: [] }, root)?.textContent).toBe('Like b');
  const search = view.querySelector('input') as HTMLElement;
  expect(elementAt(placeOf(search, view) ?? { frame: '', path: [] }, root)?.id).toBe('app-search');
  // the layout's own controls are found in the layout's frame
  const toggle = view.querySelector('header button') as HTMLElement;
  expect(placeOf(toggle, view)?.frame).toBe('[data-app-layout]');
  expect(elementAt(placeOf(toggle, view) ?? { frame: '', path: [] }, root)?.getAttribute('aria-label')).toBe(
    'Toggle sidebar',
  );
});

test('nothing is found where the app has drawn less, or outside any frame', () => {
  document.body.innerHTML = `<div id="view">${screen('fv')}<button id="loose">x</button></div><div id="root"><div data-remote="mf_discover"></div></div>`;
  const view = document.getElementById('view') as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  const place = placeOf(view.querySelectorAll('section button')[0] as Element, view);
  expect(place).toBeDefined();
  expect(elementAt(place as NonNullable<typeof place>, root)).toBeUndefined();
  expect(placeOf(document.getElementById('loose') as Element, view)).toBeUndefined();
});

test("what React's server render writes beside the markup (an image's preload) does not move a twin", () => {
  // renderToString puts a non-lazy <img>'s preload first in its output; the app puts it in the head
  const view = `<div id="view">${screen('fv').replace(
    '<div data-remote="mf_discover" style="display: contents">',
    '$&<link rel="preload" as="image" href="/spectrogram.png"><template></template>',
  )}</div>`;
  document.body.innerHTML = `${view}<div id="root">${screen('app')}</div>`;
  const like = (document.getElementById('view') as HTMLElement).querySelectorAll('button')[3] as HTMLElement;
  const place = placeOf(like, document.getElementById('view') as HTMLElement);
  expect(
    elementAt(place ?? { frame: '', path: [] }, document.getElementById('root') as HTMLElement)?.textContent,
  ).toBe('Like b');
});
