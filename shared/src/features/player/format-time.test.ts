import { expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

it.each([
  [0, '0:00'],
  [5.9, '0:05'],
  [65, '1:05'],
  [600, '10:00'],
  [3725, '62:05'],
  [Number.NaN, '0:00'],
  [Number.POSITIVE_INFINITY, '0:00'],
  [-3, '0:00'],
  [null, '0:00'],
])('formats %s seconds as %s', (seconds, text) => {
  expect(formatTime(seconds)).toBe(text);
});
