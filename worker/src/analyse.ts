import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Database } from '../../shared/src/data/database.types.ts';
import { type FlacStreamInfo, readStreamInfo } from '../../supabase/functions/_shared/audio-probe.ts';
import { decodePcm } from './ffmpeg.ts';
import type { VerdictEvidence } from './lossy-verdict.ts';
import { LoudnessMeter } from './loudness.ts';
import { RefusedInput, readAudioHeader, tagsOf } from './stages/audio-metadata.ts';
import { EffectiveBitDepth } from './stages/effective-bit-depth.ts';
import { FlacMd5Check } from './stages/flac-md5.ts';
import { type CheckFigures, LossyChecks } from './stages/lossy-checks.ts';
import { SpectrumFrames } from './stages/spectrum-frames.ts';
import { WaveformPeaks } from './stages/waveform-peaks.ts';

export { RefusedInput };

type AnalysisRow = Database['public']['Tables']['track_analyses']['Row'];

/**
 * What the worker writes to a track's analysis row: the generated row's columns, the ones it
 * always knows made non-null, and the JSON ones typed as the worker makes them.
 */
export interface Analysis
  extends Pick<
    AnalysisRow,
    | 'flac_md5_ok'
    | 'integrated_lufs'
    | 'true_peak_dbtp'
    | 'loudness_range_lu'
    | 'replaygain_track_gain_db'
    | 'replaygain_track_peak'
    | 'bandwidth_hz'
    | 'effective_bit_depth'
    | 'upsampled_from_hz'
    | 'lossy_source_guess'
  > {
  sha256: string;
  lossy_source: boolean;
  /** 400 ms blocks per 0.1 LU from -70 LUFS (LoudnessMeter.histogram): the release's album gain is made of them */
  loudness_histogram: number[];
  verdict_evidence: VerdictEvidence;
  tags: Record<string, string>;
}

export interface AnalysisOutput {
  analysis: Analysis;
  /** The codec checks' raw figures behind the verdict (the bench reads them; not stored). */
  figures: CheckFigures;
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

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** STREAMINFO of a FLAC file (the upload probe's reader: music-metadata 11.16 does not hand out the MD5). */
async function flacStreamInfo(path: string): Promise<FlacStreamInfo | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(42);
    await file.read(head, 0, 42, 0);
    return readStreamInfo(head);
  } finally {
    await file.close();
  }
}

const round = (v: number | null, digits = 2) => (v === null ? null : Number(v.toFixed(digits)));

/**
 * One decode of the file feeds every stage: loudness (EBU R128) on the channels, the waveform,
 * the spectrum and the fake-lossless checks on the mono mix, the FLAC MD5 check on the samples.
 */
export async function analyseFile(path: string): Promise<AnalysisOutput> {
  const { format, common } = await readAudioHeader(path);
  const { sampleRate: rate, numberOfChannels: channels } = format;
  const expectedFrames = Math.max(1, Math.round((format.duration ?? 0) * rate));
  const [sha256, flacInfo] = await Promise.all([sha256Of(path), flacStreamInfo(path)]);
  const meter = new LoudnessMeter(rate, channels);
  const md5 = flacInfo?.md5 ? new FlacMd5Check(flacInfo.bitDepth, flacInfo.md5) : null;
  const peaks = new WaveformPeaks(expectedFrames);
  const spectrum = new SpectrumFrames(rate, expectedFrames);
  const checks = new LossyChecks(rate, expectedFrames, channels);
  const depth = new EffectiveBitDepth();

  const monoScale = 1 / (2147483648 * channels);
  let sum = 0;
  let first = 0;
  let channel = 0;
  let frames = 0;
  await decodePcm(path, (samples) => {
    meter.addSamples(samples);
    md5?.add(samples);
    depth.add(samples);
    for (let i = 0; i < samples.length; i++) {
      sum += samples[i];
      if (channel === 0) first = samples[i];
      if (++channel < channels) continue;
      const mono = sum * monoScale;
      checks.add(sum, mono, first / 2147483648);
      spectrum.add(mono);
      peaks.add(mono);
      channel = 0;
      sum = 0;
      frames++;
    }
  });
  if (frames === 0) throw new RefusedInput('the file holds no audio samples');

  const silent = depth.silent;
  const lufs = meter.integrated();
  const bitsPerSample = format.bitsPerSample ?? flacInfo?.bitDepth ?? null;
  const findings = checks.findings(spectrum.longTerm(), silent);
  return {
    analysis: {
      sha256,
      flac_md5_ok: md5 ? md5.matches() : null,
      integrated_lufs: round(lufs),
      true_peak_dbtp: round(meter.truePeak > 0 ? 20 * Math.log10(meter.truePeak) : null),
      loudness_range_lu: round(meter.range()),
      loudness_histogram: meter.histogram(),
      replaygain_track_gain_db: lufs === null ? null : round(-18 - lufs),
      replaygain_track_peak: silent ? 0 : round(meter.samplePeak, 6),
      effective_bit_depth: depth.result(bitsPerSample),
      ...findings,
      tags: tagsOf(common),
    },
    figures: checks.figures,
    waveform: peaks.result(rate),
    spectrogram: spectrum.picture(),
    info: { sampleRate: rate, channels, bitsPerSample, codec: format.codec ?? null, seconds: frames / rate },
  };
}
