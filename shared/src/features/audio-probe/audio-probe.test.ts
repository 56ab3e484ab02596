import { describe, expect, it } from 'vitest';
import { type ByteSource, blobSource, identifyAudio, PROBE_MESSAGES } from './audio-probe.ts';

const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => u32be(n).reverse();
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];

/** an MP4 box: size, type, content */
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32be(8 + body.length), ...text(type), ...body];
};
const stsd = (format: string) =>
  box('stsd', [0, 0, 0, 0], u32be(1), u32be(36), text(format), new Array(28).fill(0));
const moov = (format: string) =>
  box(
    'moov',
    box('mvhd', new Array(20).fill(0)),
    box('trak', box('mdia', box('minf', box('stbl', stsd(format))))),
  );
const ftyp = box('ftyp', text('M4A '), u32be(0), text('isomM4A '));

/** Counts what was read so the test can show the media is skipped, not read. */
function counted(bytes: number[]) {
  const data = Uint8Array.from(bytes);
  const source: ByteSource & { bytesRead: number } = {
    size: data.length,
    bytesRead: 0,
    async read(offset, length) {
      const slice = data.subarray(offset, offset + length);
      source.bytesRead += slice.length;
      return slice;
    },
  };
  return source;
}
const sniff = (bytes: number[], name: string) => identifyAudio(counted(bytes), name);

const wav = (formatTag: number, extensibleTag?: number) => [
  ...text('RIFF'),
  ...u32le(0),
  ...text('WAVE'),
  ...text('LIST'),
  ...u32le(3),
  1,
  2,
  3,
  0, // odd chunk padded to even
  ...text('fmt '),
  ...u32le(40),
  ...u16le(formatTag),
  ...new Array(22).fill(0),
  ...u16le(extensibleTag ?? 0),
  ...new Array(14).fill(0),
];

describe("the upload page's header check (identifyAudio)", () => {
  it('accepts FLAC, PCM, float and extensible WAV and ALAC with the names they need', async () => {
    await expect(sniff([...text('fLaC'), 0, 0, 0, 34], 'a.FLAC')).resolves.toEqual({
      ok: true,
      container: 'FLAC',
      codec: 'FLAC',
    });
    await expect(sniff(wav(1), 'a.wav')).resolves.toMatchObject({ ok: true, codec: 'PCM' });
    await expect(sniff(wav(3), 'a.wav')).resolves.toMatchObject({ ok: true, codec: 'FLOAT' });
    await expect(sniff(wav(0xfffe, 3), 'a.wav')).resolves.toMatchObject({ ok: true, codec: 'FLOAT' });
    await expect(sniff([...ftyp, ...moov('alac'), ...box('mdat', [1, 2])], 'a.m4a')).resolves.toEqual({
      ok: true,
      container: 'M4A',
      codec: 'ALAC',
    });
  });

  it('refuses a renamed MP3, with or without an ID3 tag, and an MP3 inside WAV', async () => {
    const id3 = [...text('ID3'), 4, 0, 0, 0, 0, 0, 4, 9, 9, 9, 9];
    await expect(sniff([...id3, 0xff, 0xfb, 0x90, 0x64], 'song.flac')).resolves.toEqual({
      ok: false,
      message: PROBE_MESSAGES.mp3,
    });
    await expect(sniff([0xff, 0xfb, 0x90, 0x64, 0, 0], 'song.wav')).resolves.toEqual({
      ok: false,
      message: 'File is not lossless audio: MP3 detected',
    });
    await expect(sniff(wav(0x55), 'a.wav')).resolves.toEqual({
      ok: false,
      message: 'File is not lossless audio: WAV must hold PCM or float samples (found MP3)',
    });
  });

  it('refuses AAC in an .m4a whose moov lies after a large mdat, reading headers only', async () => {
    const media = new Array(2_000_000).fill(7);
    const source = counted([...ftyp, ...box('mdat', media), ...moov('mp4a')]);
    await expect(identifyAudio(source, 'album.m4a')).resolves.toEqual({
      ok: false,
      message: 'M4A must contain ALAC (found AAC)',
    });
    expect(source.bytesRead).toBeLessThan(100_000);
    await expect(sniff([0xff, 0xf1, 0x50, 0x80], 'a.m4a')).resolves.toEqual({
      ok: false,
      message: PROBE_MESSAGES.aac,
    });
  });

  it('stops at the first chunk of a WAV that is not one, instead of stepping through the file', async () => {
    const source = counted([...wav(1), ...new Array(1_000_000).fill(0)]);
    await expect(identifyAudio(source, 'long-take.wav')).resolves.toMatchObject({ ok: true, codec: 'PCM' });
    expect(source.bytesRead).toBeLessThan(100_000);
  });

  it('follows 64-bit box sizes to a moov at the end', async () => {
    const media = [1, 2, 3, 4];
    const large = [...u32be(1), ...text('mdat'), ...u32be(0), ...u32be(16 + media.length), ...media];
    await expect(sniff([...ftyp, ...large, ...moov('alac')], 'a.m4a')).resolves.toMatchObject({
      ok: true,
      codec: 'ALAC',
    });
  });

  it('refuses what is not audio, an M4A without moov and an empty file', async () => {
    const png = [0x89, ...text('PNG'), 13, 10, 26, 10, 0, 0];
    for (const [bytes, name] of [
      [png, 'cover.flac'],
      [text('hello, world'), 'notes.wav'],
      [[...ftyp, ...box('mdat', [1, 2, 3])], 'cut.m4a'],
      [[], 'empty.flac'],
    ] as const) {
      await expect(sniff([...bytes], name)).resolves.toEqual({ ok: false, message: PROBE_MESSAGES.notAudio });
    }
  });

  it('refuses lossless content under another extension with the server message', async () => {
    await expect(sniff([...text('fLaC'), 0, 0, 0, 34], 'take.wav')).resolves.toEqual({
      ok: false,
      message: 'File content is FLAC (FLAC) but the name ends in .wav',
    });
  });

  it('reads a Blob by slices', async () => {
    const blob = new Blob([Uint8Array.from([...text('fLaC'), 0, 0, 0, 34])]);
    await expect(identifyAudio(blobSource(blob), 'b.flac')).resolves.toMatchObject({ ok: true });
  });
});
