import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UploadProgress } from '../../state/upload-progress.ts';
import { INDICATOR_INTERVAL_MS, pacedProgressReport } from './indicator-report.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

const at = (percent: number, extra: Partial<UploadProgress> = {}) => ({
  files: 1,
  percent,
  paused: false,
  ...extra,
});

it('tells a moving percent at most once per interval, ending on the latest', () => {
  const told: Array<UploadProgress | null> = [];
  const report = pacedProgressReport((p) => told.push(p));
  report(at(1));
  report(at(2));
  report(at(3));
  expect(told).toEqual([at(1)]);
  vi.advanceTimersByTime(INDICATOR_INTERVAL_MS);
  expect(told).toEqual([at(1), at(3)]);
  report(at(3));
  vi.advanceTimersByTime(10 * INDICATOR_INTERVAL_MS);
  expect(told).toHaveLength(2);
});

it('tells a pause, another file and the end at once', () => {
  const told: Array<UploadProgress | null> = [];
  const report = pacedProgressReport((p) => told.push(p));
  report(at(10));
  report(at(11));
  report(at(11, { paused: true }));
  report(at(11, { files: 2 }));
  report(null);
  expect(told).toEqual([at(10), at(11, { paused: true }), at(11, { files: 2 }), null]);
  vi.advanceTimersByTime(10 * INDICATOR_INTERVAL_MS);
  expect(told.at(-1)).toBeNull();
});
