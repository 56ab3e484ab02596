import { describe, expect, it } from 'vitest';
import { WaveformPeaks } from './waveform-peaks.ts';

describe('WaveformPeaks', () => {
  it('gives min and max per pixel, 8-bit, sized from the expected length', () => {
    const peaks = new WaveformPeaks(3200 * 4);
    for (let i = 0; i < 3200 * 4; i++) peaks.add(i % 4 === 0 ? -1 : 0.5);
    const result = peaks.result(44100);
    expect(result).toMatchObject({ version: 2, samples_per_pixel: 4, length: 3200, sample_rate: 44100 });
    expect(result.data.slice(0, 4)).toEqual([-128, 64, -128, 64]);
  });

  it('halves its resolution when the file runs far past the length its header gave', () => {
    const peaks = new WaveformPeaks(3200);
    for (let i = 0; i < 3200 * 10; i++) peaks.add(i < 3200 * 5 ? 0.25 : -0.25);
    const result = peaks.result(48000);
    // 32,000 frames at 1 per pixel, halved each time 6,400 pixels are reached: 8 per pixel, 4,000 pixels
    expect(result.samples_per_pixel).toBe(8);
    expect(result.length).toBe(4000);
    expect(result.data.slice(0, 2)).toEqual([32, 32]);
    expect(result.data.slice(-2)).toEqual([-32, -32]);
  });
});
