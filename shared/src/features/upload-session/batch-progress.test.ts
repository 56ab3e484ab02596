import { describe, expect, it } from 'vitest';
import { bytesOnTheWay } from './batch-progress.ts';

const file = (bytesUploaded: number, extra: Record<string, unknown> = {}) => ({
  progress: { uploadStarted: 1, uploadComplete: false, bytesUploaded },
  ...extra,
});

describe('bytesOnTheWay', () => {
  it('adds the files being sent and leaves out paused, failed, finished and waiting ones', () => {
    expect(
      bytesOnTheWay([
        file(10),
        file(5),
        file(100, { isPaused: true }),
        file(100, { error: 'refused' }),
        { progress: { uploadStarted: 1, uploadComplete: true, bytesUploaded: 100 } },
        { progress: { uploadStarted: null, bytesUploaded: false as const } },
      ]),
    ).toBe(15);
  });

  it('is null when nothing is on its way', () => {
    expect(bytesOnTheWay([file(100, { isPaused: true })])).toBeNull();
    expect(bytesOnTheWay([])).toBeNull();
  });
});
