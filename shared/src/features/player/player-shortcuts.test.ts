import { expect, it } from 'vitest';
import { shortcutFor } from './player-shortcuts.ts';

const press = (
  key: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => shortcutFor({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...mods });

it('maps the keys of the issue to the player actions', () => {
  expect(press(' ')).toBe('toggle');
  expect(press('ArrowLeft')).toBe('back-5');
  expect(press('ArrowRight')).toBe('forward-5');
  expect(press('j')).toBe('back-10');
  expect(press('l')).toBe('forward-10');
  expect(press('N', { shiftKey: true })).toBe('next');
  expect(press('P', { shiftKey: true })).toBe('previous');
  expect(press('m')).toBe('mute');
  expect(press('?', { shiftKey: true })).toBe('help');
});

it('leaves other keys and the browser’s own combinations alone', () => {
  expect(press('n')).toBeNull();
  expect(press('p')).toBeNull();
  expect(press('M', { shiftKey: true })).toBeNull();
  expect(press('l', { ctrlKey: true })).toBeNull();
  expect(press('ArrowLeft', { altKey: true })).toBeNull();
  expect(press('x')).toBeNull();
});
