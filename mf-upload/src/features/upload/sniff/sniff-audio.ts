/**
 * Refusal before the first byte: reads a file's header in the browser and decides, as the
 * server's verify-upload function (supabase/functions/_shared/audio-probe.ts) does after the bytes arrive, whether it is
 * lossless audio — WAV (PCM or float), FLAC, ALAC in M4A — using the server's own messages, so a
 * renamed MP3 or an AAC .m4a is refused without an upload request. The server keeps its check;
 * this one only saves the member from sending gigabytes to be told no.
 *
 * M4A writers put the `moov` atom (which names the codec) either before the media data or after
 * it, so the top-level boxes are walked by their sizes and only headers are read, never the media.
 */

/** Reads bytes of a file by position; a Blob in the browser, a buffer in tests. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export type Container = 'WAV' | 'FLAC' | 'M4A';
export type Sniffed =
  | { ok: true; container: Container; codec: 'PCM' | 'FLOAT' | 'FLAC' | 'ALAC' }
  | { ok: false; message: string };

export const SNIFF_MESSAGES = {
  notAudio: 'File is not lossless audio: not a recognised audio file',
  mp3: 'File is not lossless audio: MP3 detected',
  aac: 'File is not lossless audio: AAC detected',
  m4aNotAlac: (found: string) => `M4A must contain ALAC (found ${found})`,
  wavCodec: (found: string) =>
    `File is not lossless audio: WAV must hold PCM or float samples (found ${found})`,
  wavNoFormat: 'File is not lossless audio: WAV without a format chunk',
  mismatch: (container: Container, codec: string, extension: string) =>
    `File content is ${container} (${codec}) but the name ends in .${extension}`,
} as const;

const EXTENSIONS: Record<Container, string> = { WAV: 'wav', FLAC: 'flac', M4A: 'm4a' };
const HEAD_BYTES = 64 * 1024;
/** a moov atom larger than this is not a music file's (covers included) */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Decides from the bytes what the file holds; checks the name's extension against it. */
export async function sniffAudio(source: ByteSource, fileName: string): Promise<Sniffed> {
  const found = await sniffContent(source);
  if (!found.ok) return found;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (extension !== EXTENSIONS[found.container])
    return { ok: false, message: SNIFF_MESSAGES.mismatch(found.container, found.codec, extension) };
  return found;
}

async function sniffContent(source: ByteSource): Promise<Sniffed> {
  let head = await source.read(0, Math.min(HEAD_BYTES, source.size));
  let start = 0;
  // An ID3v2 tag (MP3's usual opening, sometimes FLAC's) is skipped by its synchsafe size.
  if (head.length >= 10 && ascii(head, 0, 3) === 'ID3') {
    start = 10 + (((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0));
    head = await source.read(start, Math.min(HEAD_BYTES, Math.max(0, source.size - start)));
  }
  if (head.length < 4) return { ok: false, message: SNIFF_MESSAGES.notAudio };
  const magic = ascii(head, 0, 4);
  if (magic === 'fLaC') return { ok: true, container: 'FLAC', codec: 'FLAC' };
  if ((magic === 'RIFF' || magic === 'RF64') && ascii(head, 8, 4) === 'WAVE') return wavCodec(head);
  if (head.length >= 8 && ascii(head, 4, 4) === 'ftyp') return m4aCodec(source);
  const frame = mpegFrame(head);
  if (frame) return { ok: false, message: frame === 'mp3' ? SNIFF_MESSAGES.mp3 : SNIFF_MESSAGES.aac };
  return { ok: false, message: SNIFF_MESSAGES.notAudio };
}

/** An MPEG audio frame sync (11 set bits): layer III is MP3, layer "00" is an ADTS AAC frame. */
function mpegFrame(head: Uint8Array): 'mp3' | 'aac' | null {
  if (head[0] !== 0xff || ((head[1] ?? 0) & 0xe0) !== 0xe0) return null;
  const layer = ((head[1] ?? 0) >> 1) & 0b11;
  if (layer === 0b01) return 'mp3';
  if (layer === 0b00 && ((head[1] ?? 0) & 0xf0) === 0xf0) return 'aac';
  return null;
}

/** Walks the RIFF chunks to `fmt `: 1 is PCM, 3 float, 0xFFFE names its sub-format. */
function wavCodec(head: Uint8Array): Sniffed {
  const data = view(head);
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = ascii(head, offset, 4);
    const size = data.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      if (offset + 10 > head.length) break;
      let tag = data.getUint16(offset + 8, true);
      // WAVE_FORMAT_EXTENSIBLE: the sub-format GUID's first two bytes are the real tag.
      if (tag === 0xfffe && offset + 34 <= head.length) tag = data.getUint16(offset + 32, true);
      if (tag === 1) return { ok: true, container: 'WAV', codec: 'PCM' };
      if (tag === 3) return { ok: true, container: 'WAV', codec: 'FLOAT' };
      const found = tag === 0x55 ? 'MP3' : `format 0x${tag.toString(16).padStart(4, '0')}`;
      return { ok: false, message: SNIFF_MESSAGES.wavCodec(found) };
    }
    if (id === 'data') break;
    offset += 8 + size + (size % 2);
  }
  return { ok: false, message: SNIFF_MESSAGES.wavNoFormat };
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

const SOUND_PATH = ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd'];

/** The codecs of the file's sample descriptions (moov/trak/mdia/minf/stbl/stsd), wherever moov lies. */
async function m4aCodec(source: ByteSource): Promise<Sniffed> {
  const entries: string[] = [];
  async function walk(from: number, to: number, depth: number): Promise<void> {
    let offset = from;
    while (offset < to) {
      const box = await readBox(source, offset, to);
      if (!box) return;
      if (box.type === SOUND_PATH[depth]) {
        if (box.type === 'stsd') {
          // version/flags (4), entry count (4), then the first entry: size (4) and its format.
          const entry = await source.read(box.start, Math.min(16, box.end - box.start));
          if (entry.length >= 16) entries.push(ascii(entry, 12, 4));
        } else if (box.type !== 'moov' || box.end - box.start <= MAX_MOOV_BYTES) {
          await walk(box.start, box.end, depth + 1);
        }
      }
      offset = box.end;
    }
  }
  await walk(0, source.size, 0);
  if (entries.includes('alac')) return { ok: true, container: 'M4A', codec: 'ALAC' };
  if (entries.includes('mp4a')) return { ok: false, message: SNIFF_MESSAGES.m4aNotAlac('AAC') };
  if (entries.length > 0) return { ok: false, message: SNIFF_MESSAGES.m4aNotAlac(entries[0] ?? '') };
  return { ok: false, message: SNIFF_MESSAGES.notAudio };
}

/** A Blob (a File) as a ByteSource. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    async read(offset, length) {
      return new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());
    },
  };
}
