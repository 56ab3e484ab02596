import { describe, expect, it } from 'vitest';
import { formatSpeed, SpeedMeter } from './speed-meter.ts';

describe('SpeedMeter', () => {
  it('needs two samples, then reads bytes per second', () => {
    const meter = new SpeedMeter();
    expect(meter.sample(0, 0)).toBeNull();
    expect(meter.sample(8_000_000, 1000)).toBe(8_000_000);
  });

  it('smooths a slow second instead of dropping to it', () => {
    const meter = new SpeedMeter();
    meter.sample(0, 0);
    meter.sample(10_000_000, 1000);
    const after = meter.sample(11_000_000, 2000) as number;
    expect(after).toBeGreaterThan(5_000_000);
    expect(after).toBeLessThan(10_000_000);
  });

  it('forgets the speed when sending stops, and when a file leaves the batch', () => {
    const meter = new SpeedMeter();
    meter.sample(0, 0);
    meter.sample(1_000_000, 1000);
    expect(meter.sample(null, 2000)).toBeNull();
    meter.sample(5_000_000, 3000);
    meter.sample(6_000_000, 4000);
    expect(meter.sample(2_000_000, 5000)).toBeNull();
  });
});

describe('formatSpeed', () => {
  it('reads megabytes per second, or kilobytes below one', () => {
    expect(formatSpeed(83_240_000)).toBe('83.2 MB/s');
    expect(formatSpeed(512_000)).toBe('512 kB/s');
  });
});
