/**
 * Streams one built file. Hashed assets (the build puts a content hash in every name under
 * static/) are cached forever; everything else (index.html, mf-manifest.json) is revalidated on
 * every load, which is what lets a republished remote show on the next reload.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const hashedAsset = /(^|\/)static\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** Maps a URL path under root to a file path, or undefined when it escapes root or is not decodable. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

const compressible = /\.(html|js|mjs|css|json|map|svg|txt)$/i;
/** Text assets up to this size are gzipped once and kept (the build is small and immutable). */
const maxGzipBytes = 4 * 1024 * 1024;
const gzipCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

async function gzipped(file: string, mtimeMs: number, size: number): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = await promisify(gzip)(await readFile(file));
  gzipCache.set(file, { mtimeMs, size, body });
  return body;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b/.test(header) && !/\bgzip;\s*q=0(\.0*)?\b/.test(header);
}

export function cacheControlFor(relativePath: string): string {
  return hashedAsset.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Sends the file if it exists (true), else sends nothing (false). */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  relativePath: string,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const headers: Record<string, string | number> = {
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': cacheControlFor(relativePath),
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  };
  if (compressible.test(file) && info.size <= maxGzipBytes) {
    headers.vary = 'Accept-Encoding';
    if (acceptsGzip(req)) {
      const body = await gzipped(file, info.mtimeMs, info.size);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    res.on('close', resolve);
    stream.pipe(res);
  });
  return true;
}
