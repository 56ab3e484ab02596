import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { installRipple, RIPPLE_LIFETIME_MS } from './ripple.ts';

let uninstall: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  uninstall = installRipple(document);
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const press = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 5, clientY: 5 }));

it('adds a ripple to the pressed button and removes it after 1500 ms', () => {
  document.body.innerHTML = '<button type="button"><span id="label">Play</span></button>';
  press(document.getElementById('label') as Element);
  expect(document.querySelectorAll('button .hifi-ripple')).toHaveLength(1);
  vi.advanceTimersByTime(RIPPLE_LIFETIME_MS - 1);
  expect(document.querySelectorAll('.hifi-ripple')).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(document.querySelectorAll('.hifi-ripple')).toHaveLength(0);
});

it('leaves disabled buttons and other elements alone', () => {
  document.body.innerHTML = '<button type="button" disabled>x</button><p>text</p>';
  press(document.querySelector('button') as Element);
  press(document.querySelector('p') as Element);
  expect(document.querySelectorAll('.hifi-ripple')).toHaveLength(0);
});
