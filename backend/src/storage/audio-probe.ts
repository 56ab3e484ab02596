/**
 * Decides from a file's bytes whether it is lossless audio, and reads what the track records:
 * WAV (PCM or float), FLAC, and ALAC inside M4A. music-metadata identifies the container and
 * codec; two gaps in it are filled by reading headers here: WAVE_FORMAT_EXTENSIBLE files (what
 * ffmpeg writes for float, 24-bit and multichannel WAV) whose sub-format it does not report, and
 * ALAC above 65535 Hz, where the MP4 sample entry's 16-bit rate field overflows to 0 and only the
 * ALAC magic cookie holds the real rate. Only headers are read, never the whole file.
 */
import { open } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import { storageError } from './object-names.ts';

export interface AudioInfo {
  codec: 'PCM' | 'FLOAT' | 'FLAC' | 'ALAC';
  container: 'WAV' | 'FLAC' | 'M4A';
  sampleRate: number;
  bitDepth: number;
  channels: number;
  /** Seconds. */
  duration: number;
}

const MIME_TYPES: Record<AudioInfo['container'], string> = {
  WAV: 'audio/wav',
  FLAC: 'audio/flac',
  M4A: 'audio/mp4',
};
const EXTENSIONS: Record<AudioInfo['container'], string> = { WAV: 'wav', FLAC: 'flac', M4A: 'm4a' };

export function audioMimeType(info: AudioInfo): string {
  return MIME_TYPES[info.container];
}

const refuse = (message: string) => storageError(415, 'InvalidAudio', message);

/** Reads path's audio format; throws a 415 HttpError with a clear message when it is not lossless. */
export async function probeLosslessAudio(path: string): Promise<AudioInfo> {
  // RF64 is WAV past 4 GiB (what ffmpeg and DAWs write for long hi-res takes); music-metadata
  // does not read it, the header reader here does.
  if ((await readHead(path, 4)).toString('latin1') === 'RF64') return wavInfo(path, {});
  let format: Awaited<ReturnType<typeof parseFile>>['format'];
  try {
    ({ format } = await parseFile(path, { skipCovers: true, skipPostHeaders: true }));
  } catch {
    throw refuse('File is not lossless audio: not a recognised audio file');
  }
  const container = format.container ?? '';
  const codec = format.codec ?? '';
  if (container === 'WAVE') return wavInfo(path, format);
  if (container === 'FLAC') {
    if (codec !== 'FLAC')
      throw refuse(`File is not lossless audio: FLAC container with ${codec || 'no'} codec`);
    return {
      codec: 'FLAC',
      container: 'FLAC',
      ...numbers(format.sampleRate, format.bitsPerSample, format.numberOfChannels, format.duration),
    };
  }
  if (/^(M4A|mp4|isom|M4B|3gp|qt)/i.test(container)) {
    if (codec !== 'ALAC') throw refuse(`M4A must contain ALAC (found ${codecName(codec)})`);
    const cookie = await readAlacCookie(path);
    return {
      codec: 'ALAC',
      container: 'M4A',
      ...numbers(
        cookie?.sampleRate ?? format.sampleRate,
        cookie?.bitDepth ?? format.bitsPerSample,
        cookie?.channels ?? format.numberOfChannels,
        format.duration,
      ),
    };
  }
  if (/Layer 3/.test(codec)) throw refuse('File is not lossless audio: MP3 detected');
  throw refuse(`File is not lossless audio: ${codecName(codec || container)} detected`);
}

/** Refuses a file whose content does not match the extension its object name carries. */
export function checkExtension(name: string, info: AudioInfo) {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext !== EXTENSIONS[info.container]) {
    throw refuse(`File content is ${info.container} (${info.codec}) but the name ends in .${ext}`);
  }
}

function codecName(codec: string): string {
  if (/AAC/i.test(codec)) return 'AAC';
  if (/Layer 3/.test(codec)) return 'MP3';
  return codec;
}

function numbers(sampleRate?: number, bitDepth?: number, channels?: number, duration?: number) {
  if (!sampleRate || !channels || duration === undefined || !Number.isFinite(duration)) {
    throw refuse('File is not lossless audio: its header lacks sample rate, channels or duration');
  }
  return { sampleRate, bitDepth: bitDepth ?? 0, channels, duration };
}

async function wavInfo(
  path: string,
  format: { sampleRate?: number; duration?: number; numberOfChannels?: number },
) {
  const fmt = await readWavFormat(path);
  if (!fmt) throw refuse('File is not lossless audio: WAV without a format chunk');
  let tag = fmt.formatTag;
  if (tag === 0xfffe) tag = fmt.subFormat ?? 0;
  if (tag !== 1 && tag !== 3) {
    const found = tag === 0x55 ? 'MP3' : `format 0x${tag.toString(16).padStart(4, '0')}`;
    throw refuse(`File is not lossless audio: WAV must hold PCM or float samples (found ${found})`);
  }
  const duration =
    format.duration ??
    (fmt.dataSize !== undefined ? fmt.dataSize / (fmt.sampleRate * fmt.blockAlign) : undefined);
  return {
    codec: tag === 1 ? 'PCM' : 'FLOAT',
    container: 'WAV',
    ...numbers(fmt.sampleRate, fmt.bitsPerSample, fmt.channels, duration),
  } satisfies AudioInfo;
}

async function readHead(path: string, length: number, position = 0): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The RIFF 'fmt ' chunk (within the first 64 KiB, where every writer puts it). */
export async function readWavFormat(path: string) {
  const head = await readHead(path, 64 * 1024);
  if (
    head.length < 12 ||
    !['RIFF', 'RF64'].includes(head.toString('latin1', 0, 4)) ||
    head.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    return undefined;
  }
  let fmt:
    | {
        formatTag: number;
        channels: number;
        sampleRate: number;
        blockAlign: number;
        bitsPerSample: number;
        subFormat?: number;
      }
    | undefined;
  let dataSize: number | undefined;
  // RF64: the 64-bit sizes live in a 'ds64' chunk; the 32-bit fields hold 0xFFFFFFFF.
  let ds64DataSize: number | undefined;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = head.toString('latin1', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    if (id === 'ds64' && at + 8 + 16 <= head.length) {
      ds64DataSize = Number(head.readBigUInt64LE(at + 8 + 8));
    }
    if (id === 'fmt ' && at + 8 + 16 <= head.length) {
      const body = at + 8;
      fmt = {
        formatTag: head.readUInt16LE(body),
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        blockAlign: head.readUInt16LE(body + 12),
        bitsPerSample: head.readUInt16LE(body + 14),
      };
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
      if (fmt.formatTag === 0xfffe && size >= 40 && body + 26 <= head.length) {
        fmt.subFormat = head.readUInt16LE(body + 24);
      }
    }
    if (id === 'data') {
      dataSize = size === 0xffffffff && ds64DataSize !== undefined ? ds64DataSize : size;
      break;
    }
    at += 8 + size + (size % 2);
  }
  return fmt && { ...fmt, dataSize };
}

/**
 * The ALACSpecificConfig ("magic cookie") of the first ALAC track, found by walking the MP4 box
 * tree with positioned reads (mdat is skipped, not read).
 */
async function readAlacCookie(path: string) {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(16);
    const readAt = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
    const walk = async (start: number, end: number): Promise<Buffer | undefined> => {
      for (let at = start; at + 8 <= end; ) {
        const { bytesRead } = await file.read(header, 0, 16, at);
        if (bytesRead < 8) return undefined;
        let size = header.readUInt32BE(0);
        const type = header.toString('latin1', 4, 8);
        let body = at + 8;
        if (size === 1 && bytesRead >= 16) {
          size = Number(header.readBigUInt64BE(8));
          body = at + 16;
        } else if (size === 0) {
          size = end - at;
        }
        if (size < 8) return undefined;
        if (containers.has(type)) {
          const found = await walk(body, at + size);
          if (found) return found;
        } else if (type === 'stsd') {
          // stsd: version/flags, entry count, then sample entries; the first ALAC one holds the cookie.
          const stsd = await readAt(body, Math.min(size - 8, 4096));
          const entry = stsd.indexOf('alac', 8, 'latin1');
          const cookie = entry >= 0 ? stsd.indexOf('alac', entry + 4, 'latin1') : -1;
          if (cookie >= 0 && cookie + 8 + 24 <= stsd.length)
            return stsd.subarray(cookie + 8, cookie + 8 + 24);
          return undefined;
        }
        at += size;
      }
      return undefined;
    };
    const config = await walk(0, fileSize);
    if (!config) return undefined;
    return {
      bitDepth: config.readUInt8(5),
      channels: config.readUInt8(9),
      sampleRate: config.readUInt32BE(20),
    };
  } finally {
    await file.close();
  }
}
