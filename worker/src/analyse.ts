import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import { AacRequantiser } from './aac-requantise.ts';
import { decodePcm } from './ffmpeg.ts';
import { GranuleFlicker } from './granule-flicker.ts';
import { lossyVerdict, type VerdictEvidence } from './lossy-verdict.ts';
import { LoudnessMeter } from './loudness.ts';
import { type Mp3Grid, Mp3Requantiser, topSubband } from './mp3-requantise.ts';
import { SampleRepeats } from './repeats.ts';
import { encodeSpectrogram } from './spectrogram-png.ts';
import { findCliff, realFft } from './spectrum.ts';
import { baseRateFigures, sourceRate } from './upsampling.ts';

export interface Analysis {
  sha256: string;
  flac_md5_ok: boolean | null;
  integrated_lufs: number | null;
  true_peak_dbtp: number | null;
  loudness_range_lu: number | null;
  replaygain_track_gain_db: number | null;
  replaygain_track_peak: number | null;
  bandwidth_hz: number | null;
  effective_bit_depth: number | null;
  upsampled_from_hz: number | null;
  lossy_source: boolean;
  lossy_source_guess: string | null;
  verdict_evidence: VerdictEvidence;
  tags: Record<string, string>;
}

export interface AnalysisOutput {
  analysis: Analysis;
  waveform: object;
  spectrogram: Buffer;
  info: {
    sampleRate: number;
    channels: number;
    bitsPerSample: number | null;
    codec: string | null;
    seconds: number;
  };
}

export class RefusedInput extends Error {}

const WAVEFORM_POINTS = 3200; // two points per pixel at 1600 px
const SPECTROGRAM_COLUMNS = 800;
const SPECTROGRAM_ROWS = 256;
async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** STREAMINFO of a FLAC file: bits per sample and the MD5 of the decoded audio (null when unset). */
async function flacStreamInfo(path: string): Promise<{ bits: number; md5: string | null } | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(42);
    const { bytesRead } = await file.read(head, 0, 42, 0);
    if (bytesRead < 42 || head.toString('latin1', 0, 4) !== 'fLaC' || (head[4] & 0x7f) !== 0) return null;
    const si = head.subarray(8);
    const bits = (((si[12] & 1) << 4) | (si[13] >> 4)) + 1;
    const md5 = si.subarray(18, 34).toString('hex');
    return { bits, md5: /^0+$/.test(md5) ? null : md5 };
  } finally {
    await file.close();
  }
}

function fftSizeFor(rate: number) {
  let n = 4096;
  while (rate / n > 12) n *= 2;
  return n;
}

export async function analyseFile(path: string): Promise<AnalysisOutput> {
  let meta: Awaited<ReturnType<typeof parseFile>>;
  try {
    meta = await parseFile(path, { duration: true, skipCovers: true });
  } catch (error) {
    throw new RefusedInput(`not a readable audio file: ${(error as Error).message}`);
  }
  const rate = meta.format.sampleRate;
  const channels = meta.format.numberOfChannels;
  if (!rate || !channels)
    throw new RefusedInput('not a readable audio file: no sample rate or channel count');
  const codec = meta.format.codec ?? null;
  const expectedFrames = Math.max(1, Math.round((meta.format.duration ?? 0) * rate));
  const [sha256, flacInfo] = await Promise.all([sha256Of(path), flacStreamInfo(path)]);

  const meter = new LoudnessMeter(rate, channels);
  const md5 = flacInfo?.md5 ? createHash('md5') : null;
  const md5Bytes = flacInfo ? Math.ceil(flacInfo.bits / 8) : 0;
  const md5Shift = flacInfo ? 32 - flacInfo.bits : 0;

  const n = fftSizeFor(rate);
  const bins = n / 2;
  const window = new Float64Array(n).map((_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
  const fftIn = new Float64Array(n);
  const windowed = new Float64Array(n);
  const re = new Float64Array(bins);
  const im = new Float64Array(bins);
  const power = new Float64Array(bins);
  let fftFill = 0;
  let fftFrames = 0;
  let loudFrames = 0;
  const expectedFft = Math.max(1, Math.floor(expectedFrames / n));
  const spectrogram = new Float32Array(SPECTROGRAM_COLUMNS * SPECTROGRAM_ROWS).fill(-200);
  const filled = new Uint8Array(SPECTROGRAM_COLUMNS);

  let spp = Math.max(1, Math.floor(expectedFrames / WAVEFORM_POINTS));
  const waveform: number[] = [];
  let wMin = 0;
  let wMax = 0;
  let wCount = 0;

  // A loop repeated sample for sample would give the granule check the same rows again and
  // again; it counts each block once.
  const repeats = GranuleFlicker.appliesTo(rate) ? new SampleRepeats() : null;
  const flicker = GranuleFlicker.appliesTo(rate) ? new GranuleFlicker(rate, repeats) : null;
  const requantiser = Mp3Requantiser.appliesTo(rate) ? new Mp3Requantiser(rate, expectedFrames) : null;
  const aac = AacRequantiser.appliesTo(rate) ? new AacRequantiser(rate, expectedFrames) : null;

  let bitsOr = 0;
  let sum = 0;
  let channel = 0;
  let frames = 0;

  function spectrumFrame() {
    let energy = 0;
    for (let i = 0; i < n; i++) {
      windowed[i] = fftIn[i] * window[i];
      energy += fftIn[i] * fftIn[i];
    }
    realFft(windowed, re, im);
    const rms = Math.sqrt(energy / n);
    const column = Math.min(
      SPECTROGRAM_COLUMNS - 1,
      Math.floor((fftFrames * SPECTROGRAM_COLUMNS) / expectedFft),
    );
    filled[column] = 1;
    const counted = rms > 1e-4; // quieter frames (fades, silence) would only blur the long-term spectrum
    if (counted) loudFrames++;
    // The picture keeps each row's loudest bin: compare powers, take one logarithm per row.
    const rowBins = bins / SPECTROGRAM_ROWS;
    const fullScale = (n / 4) * (n / 4);
    let row = 0;
    let rowEnd = rowBins;
    let rowMax = 0;
    for (let k = 0; k < bins; k++) {
      const p = re[k] * re[k] + im[k] * im[k];
      if (counted) power[k] += p;
      if (p > rowMax) rowMax = p;
      if (k + 1 >= rowEnd) {
        const db = 10 * Math.log10(rowMax / fullScale + 1e-20);
        const at = column * SPECTROGRAM_ROWS + row;
        if (db > spectrogram[at]) spectrogram[at] = db;
        row++;
        rowEnd += rowBins;
        rowMax = 0;
      }
    }
    fftFrames++;
  }

  const monoScale = 1 / (2147483648 * channels);
  await decodePcm(path, (samples) => {
    meter.addSamples(samples);
    for (let i = 0; i < samples.length; i++) {
      const v = samples[i];
      bitsOr |= v;
      sum += v;
      if (++channel === channels) {
        channel = 0;
        frames++;
        repeats?.add(sum);
        const mono = sum * monoScale;
        sum = 0;
        fftIn[fftFill++] = mono;
        flicker?.add(mono);
        requantiser?.add(mono);
        aac?.add(mono);
        if (fftFill === n) {
          spectrumFrame();
          fftFill = 0;
        }
        if (wCount === 0 || mono < wMin) wMin = mono;
        if (wCount === 0 || mono > wMax) wMax = mono;
        if (++wCount === spp) {
          waveform.push(Math.max(-128, Math.round(wMin * 128)), Math.min(127, Math.round(wMax * 128)));
          wCount = 0;
          // The header's duration was wrong (a truncated or odd file): halve the resolution
          // rather than let the peaks grow with the file.
          if (waveform.length >= 4 * WAVEFORM_POINTS) {
            for (let i = 0; i < waveform.length / 4; i++) {
              waveform[2 * i] = Math.min(waveform[4 * i], waveform[4 * i + 2]);
              waveform[2 * i + 1] = Math.max(waveform[4 * i + 1], waveform[4 * i + 3]);
            }
            waveform.length /= 2;
            spp *= 2;
          }
        }
      }
    }
    if (md5) {
      const bytes = Buffer.allocUnsafe(samples.length * md5Bytes);
      let o = 0;
      for (let i = 0; i < samples.length; i++) {
        const v = samples[i] >> md5Shift;
        for (let b = 0; b < md5Bytes; b++) bytes[o++] = (v >> (8 * b)) & 255;
      }
      md5.update(bytes);
    }
  });
  if (wCount > 0)
    waveform.push(Math.max(-128, Math.round(wMin * 128)), Math.min(127, Math.round(wMax * 128)));
  if (frames === 0) throw new RefusedInput('the file holds no audio samples');
  // A file shorter than one FFT still gets a (zero-padded) spectrum.
  if (fftFrames === 0 && fftFill > 0) {
    fftIn.fill(0, fftFill);
    spectrumFrame();
  }

  const binHz = rate / n;
  const db = new Float64Array(bins);
  const frameCount = Math.max(1, loudFrames);
  for (let k = 0; k < bins; k++) db[k] = 10 * Math.log10(power[k] / frameCount + 1e-30);
  const smooth = new Float64Array(bins);
  const radius = Math.max(1, Math.round(40 / binHz));
  for (let k = 0; k < bins; k++) {
    let sum = 0;
    let count = 0;
    for (let j = Math.max(0, k - radius); j <= Math.min(bins - 1, k + radius); j++) {
      sum += db[j];
      count++;
    }
    smooth[k] = sum / count;
  }

  const silent = bitsOr === 0;
  let bandwidth: number | null = null;
  let upsampledFrom: number | null = null;
  let lossy = false;
  let guess: string | null = null;
  if (!silent && loudFrames > 0 && rate > 48000)
    upsampledFrom = sourceRate(baseRateFigures(smooth, binHz, rate));
  let evidence: VerdictEvidence = { checks: [], found: null, picture: null };
  if (!silent && loudFrames > 0) {
    const cliff = findCliff(smooth, binHz, 11000, rate / 2 - 1000);
    if (cliff) bandwidth = cliff.hz;
    else {
      let top = -Infinity;
      for (let k = 1; k < bins; k++) top = Math.max(top, smooth[k]);
      let k = bins - 1;
      while (k > 0 && smooth[k] < top - 90) k--;
      bandwidth = Math.round(k * binHz);
    }
    // MP3's quantisation is scored from 16.5 kHz (scale-factor band 21), at 11 kHz (dull
    // material whose top holds only the rounding), and just under a cut-off, which is where an
    // encoder that low-passed still codes coarsely.
    let mp3: Mp3Grid | null = null;
    if (requantiser) {
      const subbandHz = rate / 64;
      const firsts = new Set([topSubband(rate), Math.ceil(11000 / subbandHz)]);
      if (cliff && cliff.hz < 20900) firsts.add(Math.max(8, Math.floor(cliff.hz / subbandHz) - 6));
      for (const first of firsts) {
        const grid = requantiser.gridDepth(first);
        if (!mp3 || grid.depth > mp3.depth) mp3 = grid;
      }
    }
    const verdict = lossyVerdict({
      rate: upsampledFrom ?? rate,
      cliff,
      flicker: flicker ? flicker.gridStrength() : null,
      mp3,
      aac: aac ? aac.grid() : null,
    });
    lossy = verdict.lossy;
    guess = verdict.guess;
    evidence = verdict.evidence;
  }

  const lufs = meter.integrated();
  const peakDb = meter.truePeak > 0 ? 20 * Math.log10(meter.truePeak) : null;
  const bitsPerSample = meta.format.bitsPerSample ?? flacInfo?.bits ?? null;
  const trailingZeros = silent ? 32 : 31 - Math.clz32(bitsOr & -bitsOr);
  let effective: number | null = silent ? null : 32 - trailingZeros;
  if (effective !== null && bitsPerSample) effective = Math.min(effective, bitsPerSample);

  const tags: Record<string, string> = {};
  const common = meta.common;
  if (common.title) tags.TITLE = common.title;
  if (common.artist) tags.ARTIST = common.artist;
  if (common.album) tags.ALBUM = common.album;
  if (common.genre?.length) tags.GENRE = common.genre.join('; ');
  if (common.track?.no) tags.TRACKNUMBER = String(common.track.no);
  if (common.date ?? common.year) tags.DATE = String(common.date ?? common.year);

  const round = (v: number | null, digits = 2) => (v === null ? null : Number(v.toFixed(digits)));
  for (let c = 1; c < SPECTROGRAM_COLUMNS; c++) {
    if (!filled[c] && filled[c - 1]) {
      spectrogram.copyWithin(c * SPECTROGRAM_ROWS, (c - 1) * SPECTROGRAM_ROWS, c * SPECTROGRAM_ROWS);
      filled[c] = 1;
    }
  }
  return {
    analysis: {
      sha256,
      flac_md5_ok: md5 && flacInfo?.md5 ? md5.digest('hex') === flacInfo.md5 : null,
      integrated_lufs: round(lufs),
      true_peak_dbtp: round(peakDb),
      loudness_range_lu: round(meter.range()),
      replaygain_track_gain_db: lufs === null ? null : round(-18 - lufs),
      replaygain_track_peak: silent ? 0 : round(meter.samplePeak, 6),
      bandwidth_hz: bandwidth,
      effective_bit_depth: effective,
      upsampled_from_hz: upsampledFrom,
      lossy_source: lossy,
      lossy_source_guess: guess,
      verdict_evidence: evidence,
      tags,
    },
    waveform: {
      version: 2,
      channels: 1,
      sample_rate: rate,
      samples_per_pixel: spp,
      bits: 8,
      length: waveform.length / 2,
      data: waveform,
    },
    spectrogram: encodeSpectrogram(spectrogram, SPECTROGRAM_COLUMNS, SPECTROGRAM_ROWS, rate),
    info: { sampleRate: rate, channels, bitsPerSample, codec, seconds: frames / rate },
  };
}
