import { expect, it } from 'vitest';
import { isTextField } from './is-text-field.ts';

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') as Element;
}

it.each([
  ['<input data-target>', true],
  ['<input type="search" data-target>', true],
  ['<textarea data-target></textarea>', true],
  ['<div contenteditable="true"><span data-target>x</span></div>', true],
  ['<div role="combobox" data-target></div>', true],
  ['<input type="range" data-target>', false],
  ['<input type="checkbox" data-target>', false],
  ['<button data-target>Play</button>', false],
  ['<a href="/x" data-target>x</a>', false],
  ['<main data-target></main>', false],
])('%s is a text field: %s', (html, expected) => {
  expect(isTextField(element(html))).toBe(expected);
});
