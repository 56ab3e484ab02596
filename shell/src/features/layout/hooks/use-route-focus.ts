import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page (a remote still loading) has to show its heading. */
const HEADING_WAIT_MS = 5000;

/**
 * After a route change, focus goes to the new page's main heading, so a screen reader announces
 * the page and Tab continues from its top (a SPA keeps focus on the link that was clicked). The
 * page may come from a remote that is still loading, so its <h1> is awaited — but only until the
 * user presses a key or the pointer: a heading that shows up later must not take focus from what
 * they opened meanwhile (a sheet that loses focus closes). Not on the first load: the browser
 * starts at the top by itself.
 */
export function useRouteFocus(main: () => HTMLElement | null) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main();
    if (!root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && stop());
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname, main]);
}
