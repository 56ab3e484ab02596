import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRange } from './byte-range.ts';
import { storageError } from './object-names.ts';
import type { ObjectStore } from './object-store.ts';
import type { ObjectRow } from './objects-db.ts';
import { sendBytes } from './send-bytes.ts';

export const objectNotFound = () => storageError(404, 'not_found', 'Object not found');

/** GET or HEAD of one object, with single byte ranges (206/416) and conditional GET. */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  store: ObjectStore,
  bucket: string,
  row: ObjectRow | undefined,
  download: string | null,
) {
  const file = row && (await store.open(bucket, row.name));
  if (!row || !file) throw objectNotFound();
  let reading = false;
  try {
    const meta = row.metadata;
    const eTag = meta?.eTag ?? `"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
    const headers: Record<string, string | number> = {
      'content-type': meta?.mimetype ?? 'application/octet-stream',
      'cache-control': meta?.cacheControl ?? 'no-cache',
      etag: eTag,
      'last-modified': file.mtime.toUTCString(),
      'accept-ranges': 'bytes',
    };
    if (download !== null) {
      const filename = download || row.name.slice(row.name.lastIndexOf('/') + 1);
      headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
    }
    if (req.headers['if-none-match'] === eTag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const range = parseRange(req.headers.range, file.size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}`, 'content-length': 0 });
      res.end();
      return;
    }
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;
      headers['content-length'] = range.end - range.start + 1;
    } else {
      headers['content-length'] = file.size;
    }
    res.writeHead(range ? 206 : 200, headers);
    if (req.method === 'HEAD' || file.size === 0) {
      res.end();
      return;
    }
    // sendBytes closes the file once the body is out (or the client has gone).
    reading = true;
    await sendBytes(file, res, range?.start ?? 0, range?.end ?? file.size - 1);
  } finally {
    // Unless sendBytes took the file over, it is closed here.
    if (!reading) await file.close();
  }
}
