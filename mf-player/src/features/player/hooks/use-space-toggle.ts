import { useEffect } from 'react';
import { isTextField } from '../lib/is-text-field.ts';

/** Controls that Space already activates natively: a focused button is pressed, not the player. */
const activatedBySpace = 'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], summary';

/** Space toggles play/pause anywhere on the page, except while typing in a field or on a control. */
export function useSpaceToggle(enabled: boolean, toggle: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextField(event.target)) return;
      if (event.target instanceof Element && event.target.closest(activatedBySpace)) return;
      // The page would scroll otherwise.
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, toggle]);
}
