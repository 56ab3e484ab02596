/// <reference path="./negotiator.d.ts" />
/**
 * Streams one built file. Hashed assets (the build puts a content hash in every name under
 * static/) are cached forever; everything else (index.html, mf-manifest.json) is revalidated on
 * every load (a 304 when unchanged), which is what lets a republished remote show on the next
 * reload. Text goes out Brotli-encoded when the browser accepts it, else gzipped.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

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
/** Text assets up to this size are compressed once and kept (the build is small and immutable). */
const maxCompressBytes = 4 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (file: Buffer) => Promise<Buffer>> = {
  // Quality 11 is slow (~1 s/MB) but runs once per built file; it is ~14 % smaller than gzip -9.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};
const compressedCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

/**
 * The file in this encoding: the build's pre-compressed sibling (<file>.br, written by
 * shared/mf/precompress-plugin.ts) when it is at least as new as the file, else compressed
 * here once and kept until the file changes.
 */
async function compressed(file: string, encoding: Encoding, info: Stats): Promise<Buffer> {
  const key = `${file}\0${encoding}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.body;
  const sibling = await stat(`${file}.${encoding}`).catch(() => undefined);
  const body =
    sibling?.isFile() && sibling.mtimeMs >= info.mtimeMs
      ? await readFile(`${file}.${encoding}`)
      : await compressors[encoding](await readFile(file));
  compressedCache.set(key, { mtimeMs: info.mtimeMs, size: info.size, body });
  return body;
}

/** Brotli when the browser takes it, gzip as the fallback, else none (q=0 excludes one). */
function chosenEncoding(req: IncomingMessage): Encoding | undefined {
  const encoding = new Negotiator(req).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/** A validator from size and modification time: a rebuilt file gets a new one. */
const etagOf = (info: Stats) => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

export function cacheControlFor(relativePath: string): string {
  return hashedAsset.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Sends the file if it exists (true), else sends nothing (false). A conditional request whose
 * validator still matches (If-None-Match, or If-Modified-Since) is answered 304 with no body,
 * which is what makes a no-cache index.html or manifest cheap on every later visit.
 */
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
    etag: etagOf(info),
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  };
  const compress = compressible.test(file) && info.size <= maxCompressBytes;
  if (compress) headers.vary = 'Accept-Encoding';
  if (fresh(req.headers, { etag: headers.etag, 'last-modified': headers['last-modified'] })) {
    const { 'content-length': _length, 'content-type': _type, ...notModified } = headers;
    res.writeHead(304, notModified);
    res.end();
    return true;
  }
  const encoding = compress ? chosenEncoding(req) : undefined;
  if (encoding) {
    const body = await compressed(file, encoding, info);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
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

/** Compressed pages made at request time (HTML with inlined config), by encoding and content hash. */
const compressedPages = new Map<string, Buffer>();
const maxCompressedPages = 64;

/**
 * Sends a body made at request time (a page the site wrote its config into) with the same rules
 * as a file: no-cache, a validator from its content (a 304 while it is unchanged), Brotli or gzip.
 */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const bytes = Buffer.from(body);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  const headers: Record<string, string | number> = {
    'content-type': contentTypes['.html'] as string,
    'cache-control': 'no-cache',
    // weak: the Brotli, gzip and plain bodies differ byte for byte but are the same page
    etag: `W/"${hash}"`,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  };
  if (fresh(req.headers, { etag: headers.etag })) {
    const { 'content-type': _type, ...notModified } = headers;
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  const encoding = chosenEncoding(req);
  let out: Buffer = bytes;
  if (encoding) {
    const key = `${encoding}\0${hash}`;
    out = compressedPages.get(key) ?? (await compressors[encoding](bytes));
    if (compressedPages.size >= maxCompressedPages) compressedPages.clear();
    compressedPages.set(key, out);
    headers['content-encoding'] = encoding;
  }
  res.writeHead(200, { ...headers, 'content-length': out.length });
  res.end(req.method === 'HEAD' ? undefined : out);
}
