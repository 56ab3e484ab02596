import { describe, expect, it } from 'vitest';
import { mixLavfi } from '../test/fixtures.ts';
import { analyseFile } from './analyse.ts';
import { decodePcm } from './ffmpeg.ts';
import { GranuleFlicker } from './granule-flicker.ts';
import { SampleRepeats } from './repeats.ts';

/**
 * One bar at 125 BPM and 48 kHz (92160 samples, 160 MP3 granules) of a chord and gated 16th-note
 * hi-hats, repeated sample for sample, as a DAW renders a loop.
 */
function loopedBar(name: string, seconds: number) {
  const gate = 'lt(mod(t*8.333333333333334\\,1)\\,0.4)*exp(-8*mod(t*8.333333333333334\\,1))';
  return mixLavfi(
    name,
    [
      'aevalsrc=(sin(2*PI*220*t)+0.4*sin(2*PI*660*t)+0.2*sin(2*PI*1320*t))*0.15*exp(-2*mod(t*2.0833333333333335\\,1)):s=48000:d=1.92',
      `aevalsrc=0.25*(2*random(0)-1)*${gate}:s=48000:d=1.92`,
      'anoisesrc=c=pink:a=0.0003:r=48000:d=1.92:seed=5',
    ],
    `[1]highpass=f=7000,highpass=f=7000[hats];[0][hats][2]amix=inputs=3:normalize=0,aloop=loop=-1:size=92160,atrim=end_sample=${48000 * seconds}`,
  );
}

describe('a loop repeated sample for sample', () => {
  it('counts the repeated blocks, and not silence', () => {
    const repeats = new SampleRepeats();
    for (let pass = 0; pass < 4; pass++)
      for (let i = 0; i < 576 * 10; i++) repeats.add(Math.round(1e6 * Math.sin(i)));
    for (let i = 0; i < 576 * 10; i++) repeats.add(0);
    expect(repeats.share()).toBeCloseTo(30 / 40);
  });

  it('is left alone by the granule check, which counts each block once', async () => {
    const loop = loopedBar('loop-125.flac', 20);
    // Without the repeats left out, every pass of the bar adds the same rows to the grid.
    const strength = async (withRepeats: boolean) => {
      const repeats = new SampleRepeats();
      const flicker = new GranuleFlicker(48000, withRepeats ? repeats : null);
      let sum = 0;
      let channel = 0;
      await decodePcm(loop, (samples) => {
        for (const v of samples) {
          sum += v;
          if (++channel === 2) {
            repeats.add(sum);
            flicker.add(sum / 2 ** 32);
            sum = 0;
            channel = 0;
          }
        }
      });
      return { grid: flicker.gridStrength() ?? 0, share: repeats.share() };
    };
    const naive = await strength(false);
    expect(naive.grid).toBeGreaterThan(30);
    const once = await strength(true);
    expect(once.share).toBeGreaterThan(0.8);
    expect(once.grid).toBeLessThan(15);
    expect((await analyseFile(loop)).analysis).toMatchObject({
      lossy_source: false,
      lossy_source_guess: null,
    });
  });
});
