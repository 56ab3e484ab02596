/**
 * @tus/file-store with a write path for large bodies. Its own write pipes the request into
 * fs.createWriteStream, which (16 KiB high-water mark) writes each 64 KiB socket read on its
 * own, one thread-pool round trip at a time; here a 1 GiB PATCH spent most of its time waiting
 * on those round trips with the event loop idle. This writer gathers up to 4 MiB of received
 * chunks and hands them to one writev while the next batch arrives: no copy (each chunk of a
 * request body is its own allocation), at most two batches held per upload. Bytes received
 * before the body stops (client gone, stream error) are still written: they are the offset the
 * client resumes from. Each PATCH's bytes are fsynced before its offset is reported, so an
 * offset a client was told survives a power loss.
 */
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';

const BATCH_BYTES = 4 * 1024 * 1024;

async function writeAll(file: FileHandle, chunks: Buffer[], position: number) {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  let { bytesWritten } = await file.writev(chunks, position);
  if (bytesWritten === length) return;
  // A short writev (rare; a full disk is an error instead): write the rest, in order.
  const all = Buffer.concat(chunks);
  while (bytesWritten < length) {
    const rest = length - bytesWritten;
    bytesWritten += (await file.write(all, bytesWritten, rest, position + bytesWritten)).bytesWritten;
  }
}

export class GatheringFileStore extends FileStore {
  override async write(readable: IncomingMessage | Readable, id: string, offset: number) {
    const path = join(this.directory, id);
    if (relative(this.directory, path).startsWith('..')) throw ERRORS.FILE_NOT_FOUND;
    const file = await open(path, 'r+');
    let batch: Buffer[] = [];
    let batchBytes = 0;
    let position = offset;
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      await writing; // one batch on its way to disk at a time, in order
      writing = writeAll(file, batch, position);
      position += batchBytes;
      batch = [];
      batchBytes = 0;
    };
    let failed = false;
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes >= BATCH_BYTES) await flush();
      }
    } catch {
      failed = true;
    }
    try {
      if (batchBytes > 0) await flush();
      await writing;
      await file.sync();
    } catch {
      failed = true;
    } finally {
      await file.close();
    }
    if (failed) throw ERRORS.FILE_WRITE_ERROR;
    return position;
  }
}
