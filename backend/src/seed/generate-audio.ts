import { spawn, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Short demo tracks synthesised on the spot (no downloads): a few bars of additive-synth notes
 * with an envelope, written as PCM WAV here, and as FLAC through Debian's ffmpeg (or sox) when
 * one of them is installed.
 */
export interface ToneSpec {
  seed: number;
  seconds: number;
  sampleRate: 44100 | 48000 | 96000;
  bitDepth: 16 | 24;
  /** beats per minute of the note sequence */
  tempo: number;
  /** root frequency in Hz */
  root: number;
  /** harmonic weights: [1] is a sine, more entries make it brighter */
  harmonics: number[];
}

/** Deterministic pseudo-random numbers (mulberry32) so a seed gives the same community every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16];

export function synthesize(spec: ToneSpec): Float32Array[] {
  const rand = random(spec.seed);
  const frames = Math.round(spec.seconds * spec.sampleRate);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  const noteFrames = Math.round((60 / spec.tempo) * spec.sampleRate);
  const norm = spec.harmonics.reduce((s, h) => s + Math.abs(h), 0) || 1;
  for (let start = 0; start < frames; start += noteFrames) {
    const step = PENTATONIC[Math.floor(rand() * PENTATONIC.length)] as number;
    const freq = spec.root * 2 ** (step / 12);
    const pan = 0.25 + rand() * 0.5;
    const end = Math.min(frames, start + noteFrames);
    for (let i = start; i < end; i++) {
      const t = (i - start) / spec.sampleRate;
      const envelope = Math.min(1, t * 80) * Math.exp(-3 * t);
      let v = 0;
      for (let h = 0; h < spec.harmonics.length; h++) {
        v += (spec.harmonics[h] as number) * Math.sin(2 * Math.PI * freq * (h + 1) * t);
      }
      v = (0.6 * envelope * v) / norm;
      left[i] = (left[i] as number) + v * (1 - pan);
      right[i] = (right[i] as number) + v * pan;
    }
  }
  return [left, right];
}

/** The 44-byte header of a canonical PCM WAV (RIFF, fmt chunk with WAVE_FORMAT_PCM, data chunk). */
export function wavHeader(
  dataBytes: number,
  { sampleRate = 44_100, channels = 2, bitDepth = 16 } = {},
): Buffer {
  const blockAlign = (channels * bitDepth) / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitDepth, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A canonical PCM WAV of the given channels' samples. */
export function encodeWav(channels: Float32Array[], sampleRate: number, bitDepth: 16 | 24): Buffer {
  const frames = channels[0]?.length ?? 0;
  const bytesPerSample = bitDepth / 8;
  const dataBytes = frames * channels.length * bytesPerSample;
  const out = Buffer.alloc(44 + dataBytes);
  wavHeader(dataBytes, { sampleRate, channels: channels.length, bitDepth }).copy(out);
  const max = 2 ** (bitDepth - 1) - 1;
  let offset = 44;
  for (let i = 0; i < frames; i++) {
    for (const channel of channels) {
      const s = Math.round(Math.max(-1, Math.min(1, channel[i] as number)) * max);
      if (bitDepth === 16) out.writeInt16LE(s, offset);
      else out.writeIntLE(s, offset, 3);
      offset += bytesPerSample;
    }
  }
  return out;
}

let flacEncoder: string | null | undefined;

/** The static ffmpeg the @ffmpeg-installer npm package ships (a machine with only Node and npm). */
function npmFfmpeg(): string | null {
  try {
    const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    // pnpm skips the package's postinstall chmod
    chmodSync(path, 0o755);
    return path;
  } catch {
    return null;
  }
}

/** Which FLAC encoder this machine has, if any: ffmpeg or sox from PATH, else npm's ffmpeg. */
export function findFlacEncoder(): string | null {
  if (flacEncoder !== undefined) return flacEncoder;
  const has = (cmd: string, flag = '-version') => spawnSync(cmd, [flag], { stdio: 'ignore' }).status === 0;
  const npm = npmFfmpeg();
  flacEncoder = has('ffmpeg') ? 'ffmpeg' : has('sox', '--version') ? 'sox' : npm && has(npm) ? npm : null;
  return flacEncoder;
}

/**
 * WAV bytes to FLAC bytes through ffmpeg or sox. The FLAC goes to a file, not a pipe: the encoder
 * seeks back to write the total sample count into STREAMINFO, which a pipe cannot take.
 */
export async function wavToFlac(wav: Buffer): Promise<Buffer> {
  const encoder = findFlacEncoder();
  if (!encoder) throw new Error('no FLAC encoder (ffmpeg or sox) installed');
  const dir = await mkdtemp(join(tmpdir(), 'hifi-seed-'));
  const out = join(dir, 'track.flac');
  try {
    const args =
      encoder !== 'sox'
        ? ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'wav', '-i', 'pipe:0', '-c:a', 'flac', out]
        : ['-t', 'wav', '-', out];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(encoder, args, { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`${encoder} exited with ${code}: ${stderr.trim()}`));
      });
      child.stdin.on('error', () => {});
      child.stdin.end(wav);
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
