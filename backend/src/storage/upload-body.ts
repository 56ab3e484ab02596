/**
 * Streams a single-request upload (raw body, or the multipart form supabase-js sends for Blobs)
 * into a staging file, hashing as it goes; nothing is held in memory and a body larger than the
 * limit is cut off with a 413.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { HttpError } from '../http/respond.ts';
import { objectTooLarge } from './bucket-limits.ts';
import { storageError } from './object-names.ts';

export interface StagedBody {
  path: string;
  size: number;
  md5: string;
  contentType: string;
  cacheControl: string;
  /** the uploader's own metadata: the x-metadata header (base64 JSON) or the form's metadata field */
  userMetadata?: Record<string, unknown>;
}

function userMetadataOf(json: string | undefined): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw storageError(400, 'InvalidRequest', 'metadata must be a JSON object');
}

const headerMetadata = (req: IncomingMessage) => {
  const header = req.headers['x-metadata'];
  return typeof header === 'string' ? Buffer.from(header, 'base64').toString('utf8') : undefined;
};

async function writeStaged(source: Readable, path: string, limit: number) {
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(objectTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path));
  } catch (error) {
    await unlink(path).catch(() => {});
    if (error instanceof HttpError) throw error;
    throw storageError(400, 'InvalidRequest', 'The upload was interrupted before the body was complete');
  }
  return { size, md5: hash.digest('hex') };
}

const cacheControlOf = (value: string | undefined) => {
  if (!value) return 'max-age=3600';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
};

export async function stageUploadBody(
  req: IncomingMessage,
  path: string,
  limit: number,
): Promise<StagedBody> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw objectTooLarge();
  const type = req.headers['content-type'] ?? 'application/octet-stream';
  if (!/^multipart\/form-data/i.test(type)) {
    const written = await writeStaged(req, path, limit);
    return {
      path,
      ...written,
      contentType: type,
      cacheControl: cacheControlOf(req.headers['cache-control']),
      userMetadata: userMetadataOf(headerMetadata(req)),
    };
  }
  return new Promise<StagedBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      reject(storageError(400, 'InvalidRequest', 'Malformed multipart/form-data request'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<StagedBody> | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        return;
      }
      file = writeStaged(stream, path, limit).then((written) => ({
        path,
        ...written,
        contentType: info.mimeType || 'application/octet-stream',
        cacheControl: cacheControlOf(fields.cacheControl ?? req.headers['cache-control']),
        userMetadata: userMetadataOf(fields.metadata ?? headerMetadata(req)),
      }));
      file.catch(() => {});
    });
    parser.on('error', () =>
      reject(storageError(400, 'InvalidRequest', 'Malformed multipart/form-data body')),
    );
    parser.on('close', () => {
      if (!file) reject(storageError(400, 'InvalidRequest', 'The form has no file field'));
      else file.then(resolve, reject);
    });
    req.pipe(parser);
  });
}
