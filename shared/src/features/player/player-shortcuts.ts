/** The player's keyboard shortcuts: one table for the key handler and the "?" dialog. */
export type ShortcutAction =
  | 'toggle'
  | 'back-5'
  | 'forward-5'
  | 'back-10'
  | 'forward-10'
  | 'next'
  | 'previous'
  | 'mute'
  | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** the keys as the dialog shows them */
  keys: readonly string[];
  description: string;
  matches(key: string, shift: boolean): boolean;
}

export const PLAYER_SHORTCUTS: readonly Shortcut[] = [
  { action: 'toggle', keys: ['Space'], description: 'Play or pause', matches: (k) => k === ' ' },
  { action: 'back-5', keys: ['←'], description: 'Back 5 seconds', matches: (k) => k === 'ArrowLeft' },
  { action: 'forward-5', keys: ['→'], description: 'Forward 5 seconds', matches: (k) => k === 'ArrowRight' },
  { action: 'back-10', keys: ['J'], description: 'Back 10 seconds', matches: (k, s) => !s && k === 'j' },
  {
    action: 'forward-10',
    keys: ['L'],
    description: 'Forward 10 seconds',
    matches: (k, s) => !s && k === 'l',
  },
  { action: 'next', keys: ['Shift', 'N'], description: 'Next track', matches: (k, s) => s && k === 'N' },
  {
    action: 'previous',
    keys: ['Shift', 'P'],
    description: 'Previous track (restarts the track after 3 s)',
    matches: (k, s) => s && k === 'P',
  },
  { action: 'mute', keys: ['M'], description: 'Mute or unmute', matches: (k, s) => !s && k === 'm' },
  { action: 'help', keys: ['?'], description: 'Show these shortcuts', matches: (k) => k === '?' },
];

/** The shortcut a key press means, or null (with Ctrl, Alt or Meta held it is the browser's). */
export function shortcutFor(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return PLAYER_SHORTCUTS.find((s) => s.matches(event.key, event.shiftKey))?.action ?? null;
}
