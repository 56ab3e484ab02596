/**
 * Decides from a file's header bytes whether it is lossless audio — WAV (PCM or float, RIFF or
 * RF64), FLAC, ALAC inside M4A — and reads what a track records: codec, container, sample rate,
 * bit depth, channels and duration. Pure code over a ByteSource (positioned reads): the
 * verify-upload function runs it over Storage byte ranges on any deployment (probeAudio), and the
 * upload page over a dropped file before sending a byte (identifyAudio, through
 * `@hifi/shared/audio-probe`). Only headers are read, never the media. The texts are the site's
 * refusals (docs/product.md#5-validation-rules), in one place for both.
 *
 * M4A writers put the `moov` atom either before the media data or after it, so the top-level
 * boxes are walked by their sizes. ALAC above 65535 Hz overflows the sample entry's 16-bit rate
 * field, so rate, depth and channels come from the ALAC magic cookie.
 */

/** Reads bytes of a file by position (a Blob, a buffer, HTTP byte ranges). */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export type Container = 'WAV' | 'FLAC' | 'M4A';
export type Codec = 'PCM' | 'FLOAT' | 'FLAC' | 'ALAC';

export interface AudioInfo {
  codec: Codec;
  container: Container;
  sampleRate: number;
  bitDepth: number;
  channels: number;
  /** Seconds. */
  duration: number;
}

type Refusal = { ok: false; message: string };
export type Probe = { ok: true; info: AudioInfo } | Refusal;
/** What the header names, its numbers not required: the upload page's check before sending. */
export type Identified = { ok: true; container: Container; codec: Codec } | Refusal;

/** What a header names, with its numbers, or why they could not be read. */
type Header =
  | { ok: true; container: Container; codec: Codec; info: AudioInfo | null; lacks: string }
  | Refusal;

export const PROBE_MESSAGES = {
  notAudio: 'File is not lossless audio: not a recognised audio file',
  mp3: 'File is not lossless audio: MP3 detected',
  aac: 'File is not lossless audio: AAC detected',
  m4aNotAlac: (found: string) => `M4A must contain ALAC (found ${found})`,
  wavCodec: (found: string) =>
    `File is not lossless audio: WAV must hold PCM or float samples (found ${found})`,
  wavNoFormat: 'File is not lossless audio: WAV without a format chunk',
  headerLacks: 'File is not lossless audio: its header lacks sample rate, channels or duration',
  mismatch: (container: Container, codec: string, extension: string) =>
    `File content is ${container} (${codec}) but the name ends in .${extension}`,
} as const;

const EXTENSIONS: Record<Container, string> = { WAV: 'wav', FLAC: 'flac', M4A: 'm4a' };
const MIME_TYPES: Record<Container, string> = { WAV: 'audio/wav', FLAC: 'audio/flac', M4A: 'audio/mp4' };
const HEAD_BYTES = 64 * 1024;
/** a moov atom larger than this is not a music file's (covers included) */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** a WAV with more chunks than this before its audio is not a music file's */
const MAX_WAV_CHUNKS = 256;
const CHUNK_ID = /^[\x20-\x7e]{4}$/;

export function audioMimeType(info: AudioInfo): string {
  return MIME_TYPES[info.container];
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const refuse = (message: string): Refusal => ({ ok: false, message });

/** The verify-upload function's check: what the file holds, its numbers, and the name's extension against it. */
export async function probeAudio(source: ByteSource, fileName: string): Promise<Probe> {
  const found = await readHeader(source);
  if (!found.ok) return found;
  if (!found.info) return refuse(found.lacks);
  return misnamed(found, fileName) ?? { ok: true, info: found.info };
}

/**
 * The upload page's check before the first byte is sent: the same reading, but a header that
 * names a lossless codec passes even where its numbers are unreadable (the server decides those).
 */
export async function identifyAudio(source: ByteSource, fileName: string): Promise<Identified> {
  const found = await readHeader(source);
  if (!found.ok) return found;
  return misnamed(found, fileName) ?? { ok: true, container: found.container, codec: found.codec };
}

function misnamed({ container, codec }: { container: Container; codec: Codec }, fileName: string) {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return extension === EXTENSIONS[container]
    ? null
    : refuse(PROBE_MESSAGES.mismatch(container, codec, extension));
}

async function readHeader(source: ByteSource): Promise<Header> {
  let start = 0;
  let head = await source.read(0, Math.min(HEAD_BYTES, source.size));
  // An ID3v2 tag (MP3's usual opening, sometimes FLAC's) is skipped by its synchsafe size.
  if (head.length >= 10 && ascii(head, 0, 3) === 'ID3') {
    start = 10 + (((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0));
    head = await source.read(start, Math.min(HEAD_BYTES, Math.max(0, source.size - start)));
  }
  if (head.length < 4) return refuse(PROBE_MESSAGES.notAudio);
  const magic = ascii(head, 0, 4);
  if (magic === 'fLaC') return flacInfo(head);
  if ((magic === 'RIFF' || magic === 'RF64') && head.length >= 12 && ascii(head, 8, 4) === 'WAVE')
    return wavInfo(source);
  if (head.length >= 8 && ascii(head, 4, 4) === 'ftyp') return m4aInfo(source);
  const frame = mpegFrame(head);
  if (frame) return refuse(frame === 'mp3' ? PROBE_MESSAGES.mp3 : PROBE_MESSAGES.aac);
  return refuse(PROBE_MESSAGES.notAudio);
}

function complete(
  codec: Codec,
  container: Container,
  sampleRate: number,
  bitDepth: number,
  channels: number,
  duration: number | undefined,
): Header {
  const readable = sampleRate && channels && duration !== undefined && Number.isFinite(duration);
  const info = readable ? { codec, container, sampleRate, bitDepth, channels, duration } : null;
  return { ok: true, container, codec, info, lacks: PROBE_MESSAGES.headerLacks };
}

/** An MPEG audio frame sync (11 set bits): layer III is MP3, layer "00" is an ADTS AAC frame. */
function mpegFrame(head: Uint8Array): 'mp3' | 'aac' | null {
  if (head[0] !== 0xff || ((head[1] ?? 0) & 0xe0) !== 0xe0) return null;
  const layer = ((head[1] ?? 0) >> 1) & 0b11;
  if (layer === 0b01) return 'mp3';
  if (layer === 0b00 && ((head[1] ?? 0) & 0xf0) === 0xf0) return 'aac';
  return null;
}

/** FLAC's STREAMINFO: what the probe reports, and the MD5 of the decoded audio the worker checks. */
export interface FlacStreamInfo {
  sampleRate: number;
  channels: number;
  bitDepth: number;
  totalSamples: number;
  /** hex; null when the encoder left it zero */
  md5: string | null;
}

/** Reads STREAMINFO from a FLAC file's first 42 bytes: it must be the first metadata block (type 0, 34 bytes). */
export function readStreamInfo(head: Uint8Array): FlacStreamInfo | null {
  const length = ((head[5] ?? 0) << 16) | ((head[6] ?? 0) << 8) | (head[7] ?? 0);
  if (head.length < 8 + 34 || ascii(head, 0, 4) !== 'fLaC' || ((head[4] ?? 0) & 0x7f) !== 0 || length !== 34)
    return null;
  const b = (i: number) => head[8 + i] ?? 0;
  // bytes 10..17: sample rate (20 bits), channels - 1 (3), bits per sample - 1 (5), total samples (36)
  const md5 = Array.from(head.subarray(8 + 18, 8 + 34), (x) => x.toString(16).padStart(2, '0')).join('');
  return {
    sampleRate: (b(10) << 12) | (b(11) << 4) | (b(12) >> 4),
    channels: ((b(12) >> 1) & 0b111) + 1,
    bitDepth: (((b(12) & 1) << 4) | (b(13) >> 4)) + 1,
    totalSamples: (b(13) & 0xf) * 2 ** 32 + view(head).getUint32(8 + 14),
    md5: /^0+$/.test(md5) ? null : md5,
  };
}

function flacInfo(head: Uint8Array): Header {
  const info = readStreamInfo(head);
  if (!info)
    return { ok: true, container: 'FLAC', codec: 'FLAC', info: null, lacks: PROBE_MESSAGES.notAudio };
  const { sampleRate, totalSamples } = info;
  const duration = sampleRate > 0 && totalSamples > 0 ? totalSamples / sampleRate : undefined;
  return complete('FLAC', 'FLAC', sampleRate, info.bitDepth, info.channels, duration);
}

/** Walks the RIFF chunks by their sizes to `fmt ` and `data`: 1 is PCM, 3 float, 0xFFFE names its sub-format. */
async function wavInfo(source: ByteSource): Promise<Header> {
  let fmt:
    | { tag: number; channels: number; sampleRate: number; blockAlign: number; bits: number }
    | undefined;
  let dataSize: number | undefined;
  // RF64: the 64-bit sizes live in a 'ds64' chunk; the 32-bit fields hold 0xFFFFFFFF.
  let ds64DataSize: number | undefined;
  for (let at = 12, chunks = 0; at + 8 <= source.size && chunks < MAX_WAV_CHUNKS; chunks++) {
    const header = await source.read(at, 8);
    if (header.length < 8) break;
    const id = ascii(header, 0, 4);
    // A chunk id is four printable characters: past anything else the walk would step through
    // the file 8 bytes at a time (zeros are chunks of size 0).
    if (!CHUNK_ID.test(id)) break;
    const size = view(header).getUint32(4, true);
    if (id === 'ds64') {
      const body = await source.read(at + 8, 24);
      if (body.length >= 16) ds64DataSize = Number(view(body).getBigUint64(8, true));
    }
    if (id === 'fmt ') {
      const body = view(await source.read(at + 8, Math.min(size, 40)));
      if (body.byteLength < 16) break;
      let tag = body.getUint16(0, true);
      // WAVE_FORMAT_EXTENSIBLE: the sub-format GUID's first two bytes are the real tag.
      if (tag === 0xfffe && size >= 40 && body.byteLength >= 26) tag = body.getUint16(24, true);
      fmt = {
        tag,
        channels: body.getUint16(2, true),
        sampleRate: body.getUint32(4, true),
        blockAlign: body.getUint16(12, true),
        bits: body.getUint16(14, true),
      };
    }
    if (id === 'data') {
      dataSize = size === 0xffffffff && ds64DataSize !== undefined ? ds64DataSize : size;
      break;
    }
    at += 8 + size + (size % 2);
  }
  if (!fmt) return refuse(PROBE_MESSAGES.wavNoFormat);
  if (fmt.tag !== 1 && fmt.tag !== 3) {
    const found = fmt.tag === 0x55 ? 'MP3' : `format 0x${fmt.tag.toString(16).padStart(4, '0')}`;
    return refuse(PROBE_MESSAGES.wavCodec(found));
  }
  const bytesPerSecond = fmt.sampleRate * fmt.blockAlign;
  const duration = dataSize !== undefined && bytesPerSecond > 0 ? dataSize / bytesPerSecond : undefined;
  return complete(fmt.tag === 1 ? 'PCM' : 'FLOAT', 'WAV', fmt.sampleRate, fmt.bits, fmt.channels, duration);
}

interface Box {
  type: string;
  /** where the box's content starts and ends, in the file */
  start: number;
  end: number;
}

/** Reads the box header at offset: 32-bit size, or 1 then a 64-bit size, or 0 for "to the end". */
async function readBox(source: ByteSource, offset: number, limit: number): Promise<Box | null> {
  if (offset + 8 > limit) return null;
  const header = await source.read(offset, Math.min(16, limit - offset));
  if (header.length < 8) return null;
  const data = view(header);
  let size = data.getUint32(0);
  const type = ascii(header, 4, 4);
  let start = offset + 8;
  if (size === 1) {
    if (header.length < 16) return null;
    size = Number(data.getBigUint64(8));
    start = offset + 16;
  } else if (size === 0) {
    size = limit - offset;
  }
  if (size < start - offset || offset + size > limit) return null;
  return { type, start, end: offset + size };
}

interface SoundTrack {
  format?: string;
  cookie?: { bitDepth: number; channels: number; sampleRate: number };
  entrySampleRate?: number;
  entryBits?: number;
  entryChannels?: number;
  /** seconds, from the track's media header */
  duration?: number;
}

const DESCEND = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** The sample descriptions and media headers of moov's tracks, wherever moov lies. */
async function m4aInfo(source: ByteSource): Promise<Header> {
  const tracks: SoundTrack[] = [];
  let movieDuration: number | undefined;
  async function walk(from: number, to: number, track: SoundTrack | null): Promise<void> {
    for (let offset = from; offset < to; ) {
      const box = await readBox(source, offset, to);
      if (!box) return;
      if (box.type === 'moov' && box.end - box.start > MAX_MOOV_BYTES) return;
      if (box.type === 'trak') {
        const inner: SoundTrack = {};
        tracks.push(inner);
        await walk(box.start, box.end, inner);
      } else if (DESCEND.has(box.type)) {
        await walk(box.start, box.end, track);
      } else if (box.type === 'mvhd' || (box.type === 'mdhd' && track)) {
        const seconds = mediaSeconds(await source.read(box.start, Math.min(32, box.end - box.start)));
        if (box.type === 'mvhd') movieDuration = seconds;
        else if (track) track.duration = seconds;
      } else if (box.type === 'stsd' && track) {
        readSampleEntry(await source.read(box.start, Math.min(4096, box.end - box.start)), track);
      }
      offset = box.end;
    }
  }
  await walk(0, source.size, null);
  const alac = tracks.find((t) => t.format === 'alac');
  if (alac) {
    return complete(
      'ALAC',
      'M4A',
      alac.cookie?.sampleRate || alac.entrySampleRate || 0,
      alac.cookie?.bitDepth ?? alac.entryBits ?? 0,
      alac.cookie?.channels || alac.entryChannels || 0,
      alac.duration ?? movieDuration,
    );
  }
  const formats = tracks.flatMap((t) => (t.format ? [t.format] : []));
  if (formats.includes('mp4a')) return refuse(PROBE_MESSAGES.m4aNotAlac('AAC'));
  if (formats.length > 0) return refuse(PROBE_MESSAGES.m4aNotAlac(formats[0] ?? ''));
  return refuse(PROBE_MESSAGES.notAudio);
}

/** mvhd/mdhd: version 0 holds 32-bit times, version 1 64-bit ones, then timescale and duration. */
function mediaSeconds(body: Uint8Array): number | undefined {
  const data = view(body);
  if (body.length < 20) return undefined;
  if (body[0] === 1) {
    if (body.length < 32) return undefined;
    const timescale = data.getUint32(20);
    return timescale ? Number(data.getBigUint64(24)) / timescale : undefined;
  }
  const timescale = data.getUint32(12);
  return timescale ? data.getUint32(16) / timescale : undefined;
}

/**
 * stsd: version/flags (4), entry count (4), then the first entry: size (4), format (4), 8 bytes
 * of SampleEntry, then AudioSampleEntry (version, revision, vendor, channels, sample size, …,
 * 16.16 rate); an ALAC entry carries an 'alac' box whose ALACSpecificConfig is the cookie.
 */
function readSampleEntry(stsd: Uint8Array, track: SoundTrack) {
  if (stsd.length < 16) return;
  track.format = ascii(stsd, 12, 4);
  const data = view(stsd);
  if (stsd.length >= 8 + 36) {
    track.entryChannels = data.getUint16(8 + 24);
    track.entryBits = data.getUint16(8 + 26);
    track.entrySampleRate = data.getUint32(8 + 32) >>> 16;
  }
  if (track.format !== 'alac') return;
  const box = ascii(stsd, 0, stsd.length).indexOf('alac', 8 + 36);
  // 'alac', version/flags (4), then frameLength (4), compatibleVersion (1), bitDepth (1),
  // pb, mb, kb (3), numChannels (1), maxRun (2), maxFrameBytes (4), avgBitRate (4), sampleRate (4)
  const cookie = box + 8;
  if (box < 0 || cookie + 24 > stsd.length) return;
  track.cookie = {
    bitDepth: stsd[cookie + 5] ?? 0,
    channels: stsd[cookie + 9] ?? 0,
    sampleRate: data.getUint32(cookie + 20),
  };
}

/** A cover size must be what its name says: a WebP image (RIFF....WEBP), by its bytes. */
export const COVER_NOT_WEBP = 'A cover must be a WebP image';

export function isWebp(head: Uint8Array): boolean {
  return head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP';
}

/** Reads through a source in aligned blocks, once each: a box walk's many small reads cost few fetches. */
export function blockCache(source: ByteSource, blockSize = HEAD_BYTES): ByteSource {
  const blocks = new Map<number, Promise<Uint8Array>>();
  const block = (index: number) => {
    let found = blocks.get(index);
    if (!found) {
      const offset = index * blockSize;
      found = source.read(offset, Math.min(blockSize, Math.max(0, source.size - offset)));
      blocks.set(index, found);
    }
    return found;
  };
  return {
    size: source.size,
    async read(offset, length) {
      const end = Math.min(offset + length, source.size);
      if (end <= offset) return new Uint8Array(0);
      const first = Math.floor(offset / blockSize);
      const last = Math.floor((end - 1) / blockSize);
      const out = new Uint8Array(end - offset);
      for (let index = first; index <= last; index++) {
        const bytes = await block(index);
        const blockStart = index * blockSize;
        const from = Math.max(offset, blockStart);
        const to = Math.min(end, blockStart + bytes.length);
        if (to > from) out.set(bytes.subarray(from - blockStart, to - blockStart), from - offset);
      }
      return out;
    },
  };
}
