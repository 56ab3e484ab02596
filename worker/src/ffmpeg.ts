import { spawn, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function runs(cmd: string) {
  return spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The static build the @ffmpeg-installer package ships, so a machine with only Node and npm
 * decodes FLAC, WAV and ALAC; it also starts in ~10 ms of CPU where a distribution's dynamically
 * linked ffmpeg takes ~90 ms, which is most of the cost of a short track. ffmpeg from PATH only
 * where the package has no build for the platform. pnpm does not run that package's postinstall
 * chmod, hence the chmod here.
 */
function resolveBinary(name: 'ffmpeg' | 'ffprobe', pkg: string): string {
  const fromEnv = process.env[`HIFI_${name.toUpperCase()}`];
  if (fromEnv) return fromEnv;
  try {
    const path = (require(pkg) as { path: string }).path;
    try {
      chmodSync(path, 0o755);
    } catch {
      // read-only install: it may be executable already
    }
    if (runs(path)) return path;
  } catch {
    // optional dependency not installed on this platform
  }
  if (runs(name)) return name;
  throw new Error(`no ${name}: install it or the ${pkg} npm package`);
}

let ffmpegPath: string | undefined;
export function ffmpegBinary(): string {
  ffmpegPath ??= resolveBinary('ffmpeg', '@ffmpeg-installer/ffmpeg');
  return ffmpegPath;
}

/** Runs ffmpeg to completion; rejects with the tail of its stderr. */
export function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim().slice(-500)}`)),
    );
  });
}

/** The lossless FLAC rendition of an ALAC (or any) file: same samples, same bit depth. */
export function toFlac(input: string, output: string): Promise<void> {
  return runFfmpeg(['-i', input, '-map', '0:a:0', '-c:a', 'flac', '-f', 'flac', output]);
}

/**
 * Decodes a file to interleaved signed 32-bit PCM at its own rate and channel count, handing
 * chunks to onChunk as they come: memory stays flat however long the file is. Integer sources
 * keep their bits in the top of each 32-bit word, so trailing zero bits show the depth used.
 */
export function decodePcm(
  input: string,
  onChunk: (samples: Int32Array) => void,
): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegBinary(),
      [
        '-nostdin',
        '-hide_banner',
        '-v',
        'error',
        '-i',
        input,
        '-map',
        '0:a:0',
        '-f',
        's32le',
        '-c:a',
        'pcm_s32le',
        '-',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let carry = Buffer.alloc(0);
    child.stdout.on('data', (chunk: Buffer) => {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 4);
      carry = Buffer.from(data.subarray(whole));
      if (whole === 0) return;
      // Copy into an aligned buffer: a Buffer slice may start at any byte offset.
      const aligned = new Int32Array(whole / 4);
      new Uint8Array(aligned.buffer).set(data.subarray(0, whole));
      try {
        onChunk(aligned);
      } catch (error) {
        child.kill('SIGKILL');
        reject(error);
      }
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stderr });
      else
        reject(
          new Error(
            `the audio could not be decoded: ${stderr.trim().slice(-300) || `ffmpeg exited ${code}`}`,
          ),
        );
    });
  });
}
