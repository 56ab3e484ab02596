import { type ShortcutAction, shortcutFor } from '@hifi/shared';
import { useEffect, useRef } from 'react';
import { isTextField } from '../lib/is-text-field.ts';

/** Controls that Space already activates natively: a focused button is pressed, not the player. */
const activatedBySpace = 'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], summary';
/** Controls whose arrow keys are their own (the waveform and seek bar seek by themselves). */
const ownsArrows =
  'input, select, [role="slider"], [role="tab"], [role="listbox"], [role="option"], [role="menu"], [role="radiogroup"]';

/**
 * The player's shortcuts (PLAYER_SHORTCUTS in shared) anywhere on the page, never while typing in
 * a field; Space and the arrows also give way to a focused control that uses them. Only "?"
 * works with nothing in the player.
 */
export function usePlayerShortcuts(hasTrack: boolean, run: (action: ShortcutAction) => void) {
  // The latest handler, so the listener is not re-added on every tick of the clock.
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = shortcutFor(event);
      if (!action || isTextField(event.target)) return;
      if (action !== 'help' && !hasTrack) return;
      const target = event.target instanceof Element ? event.target : null;
      if (action === 'toggle' && target?.closest(activatedBySpace)) return;
      if ((action === 'back-5' || action === 'forward-5') && target?.closest(ownsArrows)) return;
      // Space would scroll the page, the arrows too.
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasTrack]);
}
