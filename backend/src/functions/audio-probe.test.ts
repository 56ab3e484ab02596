/**
 * The verify-upload function's reader (supabase/functions/_shared/audio-probe.ts) on files
 * Debian's ffmpeg writes, read through a ByteSource that counts what it is asked for: only
 * headers are read, wherever the M4A moov atom or the WAV fmt chunk lies.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ByteSource, blockCache, probeAudio } from '../../../supabase/functions/_shared/audio-probe.ts';
import { ffmpegFixture } from '../../test/storage-fixtures.ts';
import { wavHeader } from '../seed/generate-audio.ts';

const run = promisify(execFile);

/** A buffer as a ByteSource, counting the bytes handed out. */
function counted(bytes: Buffer) {
  const source = {
    size: bytes.length,
    read: 0,
    reader: {
      size: bytes.length,
      async read(offset: number, length: number) {
        const slice = bytes.subarray(offset, Math.min(bytes.length, offset + length));
        source.read += slice.length;
        return new Uint8Array(slice);
      },
    } satisfies ByteSource,
  };
  return source;
}

describe('audio probe', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hifi-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds an ALAC moov after 20 s of media, reading a few 64 KiB blocks of a file of megabytes', async () => {
    // 20 s of noise at 96 kHz: several MB of media that ALAC cannot shrink, then the moov.
    const path = join(dir, 'long.m4a');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=d=20:r=96000',
      '-sample_fmt',
      's32p',
      '-c:a',
      'alac',
      path,
    ]);
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(2_000_000);
    const source = counted(bytes);
    const probe = await probeAudio(blockCache(source.reader), 'long.m4a');
    expect(probe).toMatchObject({
      ok: true,
      info: { codec: 'ALAC', container: 'M4A', sampleRate: 96_000, bitDepth: 24 },
    });
    expect(probe.ok && probe.info.duration).toBeCloseTo(20, 1);
    expect(source.read).toBeLessThan(5 * 64 * 1024);
  });

  it("walks a WAV's chunks past the first 64 KiB to its fmt and data", async () => {
    const samples = Buffer.alloc(44_100 * 4);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.alloc(4), Buffer.alloc(100_000, 1)]);
    list.writeUInt32LE(100_000, 4);
    const header = wavHeader(samples.length);
    // RIFF, WAVE, then a large LIST chunk before 'fmt ' (as some taggers write).
    const wav = Buffer.concat([header.subarray(0, 12), list, header.subarray(12), samples]);
    wav.writeUInt32LE(wav.length - 8, 4);
    const probe = await probeAudio(counted(wav).reader, 'tagged.wav');
    expect(probe).toEqual({
      ok: true,
      info: { codec: 'PCM', container: 'WAV', sampleRate: 44_100, bitDepth: 16, channels: 2, duration: 1 },
    });
  });

  it('refuses an MP3 behind an ID3 tag, an ADTS AAC stream and an empty file with their texts', async () => {
    const mp3 = await readFile(
      await ffmpegFixture(dir, 'tagged.mp3', [
        '-c:a',
        'libmp3lame',
        '-metadata',
        'title=x',
        '-id3v2_version',
        '3',
      ]),
    );
    const aac = await readFile(await ffmpegFixture(dir, 'raw.aac', ['-c:a', 'aac', '-f', 'adts']));
    expect(await probeAudio(counted(mp3).reader, 'a.flac')).toEqual({
      ok: false,
      message: 'File is not lossless audio: MP3 detected',
    });
    expect(await probeAudio(counted(aac).reader, 'a.flac')).toEqual({
      ok: false,
      message: 'File is not lossless audio: AAC detected',
    });
    expect(await probeAudio(counted(Buffer.alloc(0)).reader, 'a.flac')).toEqual({
      ok: false,
      message: 'File is not lossless audio: not a recognised audio file',
    });
  });
});
