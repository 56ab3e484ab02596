import { expect, it } from 'vitest';
import { playlistLength } from './playlist-header.tsx';

it('says how long a playlist plays in seconds, minutes, then hours and minutes', () => {
  expect(playlistLength(0)).toBe('0 s');
  expect(playlistLength(45.2)).toBe('45 s');
  expect(playlistLength(59.7)).toBe('1 min');
  expect(playlistLength(12 * 60 + 20)).toBe('12 min');
  expect(playlistLength(64 * 60)).toBe('1 h 4 min');
});
