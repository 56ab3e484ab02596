/** Audio files for the upload journeys, generated with sox/ffmpeg (never downloaded). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), `hifi-upload-fixtures-${process.pid}`);
mkdirSync(dir, { recursive: true });
// Each worker's files (some hundreds of MB) go with the worker.
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const sine = (seconds: number, rate: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}:sample_rate=${rate}`,
];

/** 3 s, 24-bit / 96 kHz stereo FLAC. */
export function flac24(name = 'sine-24-96.flac') {
  const path = join(dir, name);
  execFileSync('sox', ['-n', '-r', '96000', '-b', '24', '-c', '2', path, 'synth', '3', 'sine', '440']);
  return path;
}

/** 2 s FLAC carrying Vorbis comments: TITLE, GENRE, ARTIST, ALBUM, TRACKNUMBER, DATE. */
export function taggedFlac(name = 'tagged.flac') {
  const path = join(dir, name);
  ffmpeg([
    ...sine(2, 44100),
    ...['-metadata', 'title=Blue in Green', '-metadata', 'genre=Jazz', '-metadata', 'artist=The Quartet'],
    ...['-metadata', 'album=Night Sessions', '-metadata', 'track=3', '-metadata', 'date=1959'],
    '-c:a',
    'flac',
    path,
  ]);
  return path;
}

/** A 640×480 PNG: a test pattern, not square, so the cover is cropped to its centre. */
export function coverPng(name = 'cover.png') {
  const path = join(dir, name);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=1', '-frames:v', '1', path]);
  return path;
}

/** 2 s FLAC with an embedded front cover (a PICTURE block) and a TITLE. */
export function flacWithCover(name = 'with-cover.flac') {
  const path = join(dir, name);
  ffmpeg([
    ...sine(2, 44100),
    '-i',
    coverPng(`${name}.png`),
    ...['-map', '0:a', '-map', '1:v', '-c:a', 'flac', '-c:v', 'png', '-disposition:v', 'attached_pic'],
    ...['-metadata:s:v', 'comment=Cover (front)', '-metadata', 'title=Painted Sky'],
    path,
  ]);
  return path;
}

/** 2 s, 16-bit / 44.1 kHz stereo WAV. */
export function wav16(name = 'sine-16-44.wav') {
  const path = join(dir, name);
  execFileSync('sox', ['-n', '-r', '44100', '-b', '16', '-c', '2', path, 'synth', '2', 'sine', '440']);
  return path;
}

/** 4 s ALAC in M4A (16-bit / 48 kHz). */
export function alac(name = 'sine-alac.m4a') {
  const path = join(dir, name);
  ffmpeg([...sine(4, 48000), '-ac', '2', '-c:a', 'alac', '-sample_fmt', 's16p', path]);
  return path;
}

/** An MP3 renamed to .flac: lossy content behind a lossless name. */
export function mp3RenamedFlac(name = 'not-really.flac') {
  const path = join(dir, name);
  ffmpeg([...sine(2, 44100), '-c:a', 'libmp3lame', '-f', 'mp3', path]);
  return path;
}

/** AAC in an .m4a container: the right extension, lossy content. */
export function aacM4a(name = 'lossy-aac.m4a') {
  const path = join(dir, name);
  ffmpeg([...sine(2, 44100), '-c:a', 'aac', path]);
  return path;
}

/** A large 16-bit / 48 kHz stereo WAV of the given size in bytes (silence after a short tone). */
export function bigWav(bytes: number, name = `big-${bytes}.wav`) {
  const path = join(dir, name);
  const frames = Math.floor((bytes - 44) / 4);
  execFileSync('sox', [
    '-n',
    '-r',
    '48000',
    '-b',
    '16',
    '-c',
    '2',
    path,
    'synth',
    `${frames}s`,
    'sine',
    '440',
    // half scale: a full-scale tone clips when sox dithers to 16 bits
    'vol',
    '0.5',
  ]);
  return path;
}

/**
 * The four files of an EP as a tagger leaves them: TRACKNUMBER 3, 1, 4, 2 in file-name order,
 * titled "{prefix} part N" after their track number, with ALBUM and DATE; track 2 alone carries an
 * embedded front cover, so it is the release's first picture. 3 s each at 44.1 kHz.
 */
export function taggedEp(prefix: string, album: string) {
  const cover = coverPng(`${prefix}-cover.png`);
  return [3, 1, 4, 2].map((track, i) => {
    const path = join(dir, `${prefix}-${String.fromCharCode(97 + i)}.flac`);
    const picture =
      track === 2
        ? ['-i', cover, '-map', '0:a', '-map', '1:v', '-c:v', 'png', '-disposition:v', 'attached_pic']
        : [];
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${220 * track}:duration=3:sample_rate=44100`,
      ...picture,
      ...['-metadata', `title=${prefix} part ${track}`, '-metadata', `album=${album}`],
      ...['-metadata', `track=${track}/4`, '-metadata', 'date=2026-11-20', '-c:a', 'flac'],
      path,
    ]);
    return path;
  });
}
