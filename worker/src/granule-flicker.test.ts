import { describe, expect, it } from 'vitest';
import { mixLavfi, transcode } from '../test/fixtures.ts';
import { analyseFile } from './analyse.ts';
import { FULL_BAND_MP3_GUESS } from './lossy-verdict.ts';

/** Plucked chords over tape hiss: the hiss is what LAME drops from its top band granule by granule. */
function chordsOverHiss(name: string, rate: number) {
  const chord =
    'sin(2*PI*220*t)+0.5*sin(2*PI*277*t)+0.4*sin(2*PI*330*t)+0.3*sin(2*PI*660*t)+0.2*sin(2*PI*1320*t)';
  return mixLavfi(
    name,
    [
      `aevalsrc=(${chord})*0.2*exp(-3*mod(t\\,1)):s=${rate}:d=12`,
      `anoisesrc=c=pink:a=0.003:r=${rate}:d=12:seed=3`,
    ],
    '[0][1]amix=inputs=2:normalize=0',
  );
}

/**
 * 16th-note hi-hats, gated, over a quiet note and a faint noise floor, fading in and out, at a
 * tempo whose 16ths last exactly 5760 samples: every hit starts on the same phase of MP3's
 * 576-sample grid, as a quantised loop's do.
 */
function hatsOnTheGrid(name: string, rate: number) {
  const perSecond = rate / 5760;
  const gate = `lt(mod(t*${perSecond}\\,1)\\,0.3)*exp(-8*mod(t*${perSecond}\\,1))`;
  return mixLavfi(
    name,
    [
      `aevalsrc=(sin(2*PI*330*t)+0.3*sin(2*PI*990*t))*0.2*lt(mod(t*${perSecond / 4}\\,1)\\,0.5):s=${rate}:d=12`,
      `aevalsrc=0.3*(2*random(0)-1)*${gate}:s=${rate}:d=12`,
      `anoisesrc=c=pink:a=0.0005:r=${rate}:d=12:seed=3`,
    ],
    '[1]highpass=f=7000,highpass=f=7000[hats];[0][hats][2]amix=inputs=3:normalize=0,afade=t=in:d=1,afade=t=out:st=10:d=2',
  );
}

/** Through LAME at V0 (no low-pass at these rates) and decoded back into FLAC. */
function throughV0(source: string, name: string) {
  return transcode(source, name, ['-c:a', 'libmp3lame', '-q:a', '0']);
}

describe("MP3's granule grid in the top band", () => {
  it('finds a full-band MP3 (LAME V0) decoded into FLAC, and not its source', async () => {
    const source = chordsOverHiss('hiss-source.flac', 44100);
    const genuine = (await analyseFile(source)).analysis;
    expect(genuine).toMatchObject({ lossy_source: false, lossy_source_guess: null });

    const v0 = (await analyseFile(throughV0(source, 'hiss-v0.flac'))).analysis;
    expect(v0).toMatchObject({ lossy_source: true, lossy_source_guess: FULL_BAND_MP3_GUESS });
    // Caught by the grid, not by a cut-off: V0 keeps the band up to Nyquist.
    expect(v0.bandwidth_hz).toBeGreaterThan(21000);
  });

  it.each([44100, 48000])(
    'leaves hi-hats gated on the grid, fades and silence alone at %i Hz, but not their V0 transcode',
    async (rate) => {
      const hats = hatsOnTheGrid(`hats-${rate}.flac`, rate);
      expect((await analyseFile(hats)).analysis.lossy_source).toBe(false);
      const v0 = (await analyseFile(throughV0(hats, `hats-${rate}-v0.flac`))).analysis;
      expect(v0).toMatchObject({ lossy_source: true, lossy_source_guess: FULL_BAND_MP3_GUESS });
    },
  );
});
