import { expect, it } from 'vitest';
import { formatDate, formatDuration, formatLength, formatMonthYear, technicalLabel } from './format.ts';

it('formats durations as m:ss and leaves unknown ones blank', () => {
  expect(formatDuration(187.9)).toBe('3:07');
  expect(formatDuration(5)).toBe('0:05');
  expect(formatDuration(3600)).toBe('60:00');
  expect(formatDuration(null)).toBe('');
  expect(formatDuration(Number.NaN)).toBe('');
});

it('labels the technical facts the server read', () => {
  expect(technicalLabel({ codec: 'flac', bit_depth: 24, sample_rate: 96000 })).toBe('FLAC · 24-bit / 96 kHz');
  expect(technicalLabel({ codec: 'pcm', bit_depth: 16, sample_rate: 44100 })).toBe('WAV · 16-bit / 44.1 kHz');
  expect(technicalLabel({ codec: 'alac', bit_depth: null, sample_rate: 48000 })).toBe('ALAC · 48 kHz');
  expect(technicalLabel({ codec: null, bit_depth: 24, sample_rate: 96000 })).toBe('');
});

it("writes dates as 'MMM d, yyyy' and member-since as month and year", () => {
  expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
  expect(formatMonthYear('2026-03-05T12:00:00Z')).toBe('March 2026');
});

it('says how long a playlist or release plays in seconds, minutes, then hours and minutes', () => {
  expect(formatLength(0)).toBe('0 s');
  expect(formatLength(45.2)).toBe('45 s');
  expect(formatLength(59.7)).toBe('1 min');
  expect(formatLength(12 * 60 + 20)).toBe('12 min');
  expect(formatLength(64 * 60)).toBe('1 h 4 min');
});
