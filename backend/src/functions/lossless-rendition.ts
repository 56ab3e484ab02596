/**
 * /functions/v1/lossless-rendition/{uuid}.m4a — the FLAC rendition of an ALAC track.
 *
 * Chromium and Firefox cannot decode ALAC at all, and FLAC is the lossless codec every browser
 * plays, so the stack re-encodes ALAC to FLAC with Debian's ffmpeg: the decoded samples are
 * identical (FLAC is lossless and keeps the bit depth; the test compares the decoded PCM of both),
 * only the container and the entropy coding change. It is made on first request (or on a
 * prefetch), kept on disk keyed by the object's ETag, and served with HTTP ranges so the
 * <audio> element can seek. See mf-player/README.md for the choice and its cost.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpError, sendJson } from '../http/respond.ts';

let ffmpegPath: string | undefined;
/** Debian's ffmpeg, or on a machine with only Node and npm the one @ffmpeg-installer ships. */
function ffmpegCommand(): string {
  if (ffmpegPath) return ffmpegPath;
  ffmpegPath = 'ffmpeg';
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) {
    try {
      const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
      chmodSync(path, 0o755); // pnpm skips the package's postinstall chmod
      ffmpegPath = path;
    } catch {
      // not installed: the spawn below reports the missing ffmpeg
    }
  }
  return ffmpegPath;
}

const objectName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.m4a$/i;

export interface RenditionService {
  handle(req: IncomingMessage, res: ServerResponse, name: string): Promise<void>;
  close(): Promise<void>;
}

function ffmpegToFlac(input: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegCommand(),
      ['-nostdin', '-v', 'error', '-y', '-i', input, '-map', '0:a:0', '-c:a', 'flac', '-f', 'flac', output],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(0, 500)}`)),
    );
  });
}

/** Parses one `bytes=` range against size; undefined = whole file; null = unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // not one simple range: send it all
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * storageOrigin(req) gives the loopback address of this same stack: the object is read through
 * /storage/v1 as a visitor would, so the audio bucket's rules apply and storage stays its own part.
 */
export async function createRenditionService(dataDir: string | undefined): Promise<RenditionService> {
  const temporary = dataDir === undefined;
  const dir = dataDir ? join(dataDir, 'renditions') : await mkdtemp(join(tmpdir(), 'hifi-renditions-'));
  await mkdir(dir, { recursive: true });
  const inFlight = new Map<string, Promise<string>>();

  async function render(source: string, name: string, etag: string): Promise<string> {
    const key = createHash('sha256').update(`${name}\0${etag}`).digest('hex').slice(0, 24);
    const file = join(dir, `${name}.${key}.flac`);
    if (await stat(file).catch(() => undefined)) return file;
    const running = inFlight.get(file);
    if (running) return running;
    const job = (async () => {
      const work = await mkdtemp(join(dir, '.work-'));
      try {
        const input = join(work, 'in.m4a');
        const response = await fetch(source);
        if (!response.ok || !response.body)
          throw new HttpError(502, `reading the object answered ${response.status}`);
        await pipeline(Readable.fromWeb(response.body as NodeReadableStream), createWriteStream(input));
        const output = join(work, 'out.flac');
        await ffmpegToFlac(input, output);
        await rename(output, file);
        return file;
      } finally {
        await rm(work, { recursive: true, force: true });
        inFlight.delete(file);
      }
    })();
    inFlight.set(file, job);
    return job;
  }

  return {
    async handle(req, res, name) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendJson(res, 405, { message: `${req.method} is not allowed` }, { allow: 'GET, HEAD' });
      }
      if (!objectName.test(name)) {
        throw new HttpError(
          400,
          'a lossless rendition is made only for an ALAC track: {uuid}.m4a in the audio bucket',
        );
      }
      const source = `http://127.0.0.1:${req.socket.localPort}/storage/v1/object/public/audio/${name}`;
      const head = await fetch(source, { method: 'HEAD' });
      if (head.status === 404 || head.status === 400) throw new HttpError(404, 'Audio file not found');
      if (!head.ok) throw new HttpError(502, `reading the object answered ${head.status}`);
      const etag = head.headers.get('etag') ?? head.headers.get('last-modified') ?? '';
      const file = await render(source, name, etag);
      const { size, mtime } = await stat(file);
      const range = parseRange(req.headers.range, size);
      const common = {
        'content-type': 'audio/flac',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=3600',
        etag: `"${createHash('sha1').update(`${file}${size}`).digest('hex')}"`,
        'last-modified': mtime.toUTCString(),
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'content-range, content-length, accept-ranges',
      };
      if (range === null) {
        res.writeHead(416, { ...common, 'content-range': `bytes */${size}` });
        return void res.end();
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      res.writeHead(range ? 206 : 200, {
        ...common,
        'content-length': end - start + 1,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      });
      if (req.method === 'HEAD' || size === 0) return void res.end();
      await pipeline(createReadStream(file, { start, end }), res);
    },
    async close() {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
