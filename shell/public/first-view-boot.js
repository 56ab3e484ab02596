/*
 * Starts the app on a page that carries Discover's first view (supabase/functions/first-view): the
 * app's scripts and their hints wait in <template id="hifi-app-tags">. They start at once, or, with
 * Save-Data or on a 2g/3g connection, when the visitor first interacts with the page (issue 20:
 * ≤ 100 KB for a Save-Data visit). What the visitor did before the app took over is done again on
 * the app's page: a click on a button (Play, Like, a genre) is replayed on the same button of the
 * same card, and filter values and focus carry over. Links are plain links and simply navigate.
 * A plain file: the page's CSP allows no inline script, and this must run before any bundle.
 */
(() => {
  const view = document.getElementById('hifi-first-view');
  const tags = document.getElementById('hifi-app-tags');
  if (!view || !tags) return;

  // A visitor sees "Sign In"; a member (a session in the auth client's storage key) does not.
  let member = false;
  try {
    member = Boolean(localStorage.getItem('hifi-auth'));
  } catch {
    // storage blocked: treated as a visitor
  }
  if (!member)
    for (const link of view.querySelectorAll('[data-first-view-visitor]'))
      link.setAttribute('data-shown', '');

  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const node of Array.from(tags.content.children)) {
      if (node.tagName === 'SCRIPT') {
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

  // The first view's controls and the app's, by the end of the app's ids (DiscoveryFilters).
  const controls = {
    'fv-search': '[id$="-search"]',
    'fv-genre': '[id$="-genre"]',
    'fv-sort': '[id$="-sort"]',
    'fv-lossy': 'fieldset input[type="checkbox"]',
    'fv-format': '[id$="-format"]',
    'fv-bits': '[id$="-bits"]',
    'fv-rate': '[id$="-rate"]',
  };
  let pendingClick = '';
  view.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    const card = button.closest('[data-track-id]');
    const label = CSS.escape(button.getAttribute('aria-label') || '');
    pendingClick = `${card ? `[data-track-id="${CSS.escape(card.getAttribute('data-track-id'))}"] ` : ''}button[aria-label="${label}"]`;
    boot();
  });

  /** Sets a React-controlled field's value the way typing would (the native setter, then the event). */
  const carry = (from, to) => {
    if (from.type === 'checkbox') {
      if (from.checked !== to.checked) to.click();
      return;
    }
    if (from.value === to.value) return;
    const prototype =
      to instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(to, from.value);
    to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  };

  // sent while both the view and the app's (now shown) root are in the page; the view goes next
  document.addEventListener('hifi:first-view-released', () => {
    const root = document.getElementById('root');
    if (!root) return;
    const focused = document.activeElement;
    for (const [id, selector] of Object.entries(controls)) {
      const from = view.querySelector(`#${id}`);
      const to = root.querySelector(selector);
      if (!from || !to) continue;
      const changed =
        from.type === 'checkbox'
          ? from.checked !== from.defaultChecked
          : from instanceof HTMLSelectElement
            ? !from.options[from.selectedIndex]?.defaultSelected
            : from.value !== from.defaultValue;
      if (changed) carry(from, to);
    }
    if (focused instanceof HTMLElement && view.contains(focused)) {
      const id = focused.id;
      const to = id && controls[id] ? root.querySelector(controls[id]) : null;
      if (to) to.focus();
    }
    if (pendingClick) {
      const selector = pendingClick;
      pendingClick = '';
      // after the app's commit: its handlers are attached and its state settled
      setTimeout(() => root.querySelector(selector)?.click(), 0);
    }
  });

  const connection = navigator.connection;
  const saving =
    connection && (connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType || ''));
  // after the first frame: the app's first scripts must not hold back the paint of the first view
  if (!saving) return requestAnimationFrame(() => setTimeout(boot, 0));
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    document.addEventListener(type, boot, { once: true, capture: true, passive: true });
})();
