/**
 * Starts the app on a page that carries a first view (supabase/functions/first-view), built by the
 * shell's build into /first-view-boot.js: a classic script of its own, because the page's CSP
 * allows no inline script and this must run before any bundle (and cost a phone little).
 *
 * The app's scripts and their hints wait in <template id="hifi-app-tags">. They start at once, or,
 * with Save-Data or on a 2g/3g connection, when the visitor first interacts with the page (a
 * Save-Data visit costs ≤ 100 KB: docs/decisions/0009). The first view and the app's page are rendered from the
 * same components with the same data (shell/src/first-view, mf-discover/src/first-view), so an
 * element of the view has its twin at the same place in the app: what the visitor did before the
 * app took over (a click on a button, a field's value, the focus) is carried to that twin. Links
 * are plain links and simply navigate.
 */

import { AUTH_STORAGE_KEY } from '@hifi/shared/auth-storage-key';
import { APP_TAGS_ID, FIRST_VIEW_ID, FIRST_VIEW_RELEASED } from '@hifi/shared/first-view-ids';
import { elementAt, placeOf } from './place.ts';

const view = document.getElementById(FIRST_VIEW_ID);
const tags = document.getElementById(APP_TAGS_ID);
if (view && tags instanceof HTMLTemplateElement) start(view, tags);

function start(view: HTMLElement, tags: HTMLTemplateElement) {
  // A visitor sees "Sign In" (shell/src/styles.css); a member (a session in the auth client's storage) does not.
  let member = false;
  try {
    member = Boolean(localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    // storage blocked: treated as a visitor
  }
  if (!member) view.setAttribute('data-visitor', '');

  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const node of Array.from(tags.content.children)) {
      if (node instanceof HTMLScriptElement) {
        // a script from a template does not run: a new element does, in order (async = false)
        const script = document.createElement('script');
        for (const attribute of Array.from(node.attributes))
          script.setAttribute(attribute.name, attribute.value);
        script.async = false;
        document.head.append(script);
      } else {
        document.head.append(node.cloneNode(true));
      }
    }
  };

  let pendingClick: HTMLElement | undefined;
  view.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    pendingClick = button;
    boot();
  });

  // sent while both the view and the app's (now shown) root are in the page; the view goes next
  document.addEventListener(FIRST_VIEW_RELEASED, () => {
    const root = document.getElementById('root');
    if (!root) return;
    const twin = <T extends Element>(element: T | null | undefined): T | undefined => {
      const place = element && placeOf(element, view);
      const found = place && elementAt(place, root);
      return found && found.tagName === element.tagName ? (found as unknown as T) : undefined;
    };
    const focused = document.activeElement;
    for (const field of Array.from(
      view.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'),
    ))
      if (changed(field)) {
        const to = twin(field);
        if (to) carry(field, to);
      }
    if (focused instanceof HTMLElement && view.contains(focused)) twin(focused)?.focus();
    const click = twin(pendingClick);
    pendingClick = undefined;
    // after the app's commit: its handlers are attached and its state settled
    if (click) setTimeout(() => click.click(), 0);
  });

  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  const saving =
    connection && (connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType || ''));
  // after the first frame: the app's first scripts must not hold back the paint of the first view
  if (!saving) {
    requestAnimationFrame(() => setTimeout(boot, 0));
    return;
  }
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    document.addEventListener(type, boot, { once: true, capture: true, passive: true });
}

/** The visitor changed the field from what the server rendered. */
function changed(field: HTMLInputElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return !field.options[field.selectedIndex]?.defaultSelected;
  return field.type === 'checkbox' || field.type === 'radio'
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/** Sets a React-controlled field's value the way the visitor would (the native setter, then the event). */
function carry(from: HTMLInputElement | HTMLSelectElement, to: HTMLInputElement | HTMLSelectElement) {
  if (from instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
    if (to instanceof HTMLInputElement && from.checked !== to.checked) to.click();
    return;
  }
  if (from.value === to.value) return;
  const prototype =
    to instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
