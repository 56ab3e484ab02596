/**
 * @tus/file-store with a write path for large bodies and an offset that never runs ahead of the
 * disk.
 *
 * Writing: its own write pipes the request into fs.createWriteStream, which (16 KiB high-water
 * mark) writes each 64 KiB socket read on its own, one thread-pool round trip at a time; here a
 * 1 GiB PATCH spent most of its time waiting on those round trips with the event loop idle. This
 * writer gathers up to 4 MiB of received chunks and hands them to one writev while the next batch
 * arrives: no copy (each chunk of a request body is its own allocation), at most 16 MiB held per
 * upload (QUEUED_BYTES waiting for the disk, one batch gathering). Bytes received before the body stops (client gone, stream error) are still written:
 * they are the offset the client resumes from.
 *
 * Durability: a PATCH is answered once its bytes are in the page cache, without an fsync of its
 * own; the finished upload is fsynced once, by putFile, before its object row commits
 * (commit-object.ts). An fsync per PATCH made the whole body wait for the disk after the network
 * was done with it (bench/storage.ts: tus at a third of nginx's PUT, which never fsyncs). Instead
 * the file is flushed in the background every CHECKPOINT_BYTES, so the disk works while the body
 * still arrives, and each flush's offset is recorded, fsynced, in `{id}.synced` with the boot it
 * happened in. The offset HEAD reports is the file's size while the kernel that holds those pages
 * runs (a killed process loses nothing that was written); after a reboot (a power loss, a kernel
 * crash) only the recorded offset is known to be on disk, so the file is cut back to it and that
 * is the offset reported: a client is never told to continue after bytes the disk does not hold.
 */
import { readFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, readFile, rename, truncate, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { uptime } from 'node:os';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/utils';
import { fsyncPath } from './object-store.ts';

const BATCH_BYTES = 4 * 1024 * 1024;
/** Written bytes an upload may have waiting for the disk before its body is held back. */
const QUEUED_BYTES = 12 * 1024 * 1024;
/** Bytes written between background flushes of an upload's file. */
export const CHECKPOINT_BYTES = 64 * 1024 * 1024;

/** This boot of the kernel: page-cache contents survive anything but a change of it. */
export const BOOT_ID = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    // Without /proc: the boot time, to the minute (a false "reboot" only resumes from further back).
    return `boot-${Math.round((Date.now() / 1000 - uptime()) / 60)}`;
  }
})();

interface SyncedRecord {
  boot: string;
  offset: number;
}

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
  /** The background flush running for an upload, one at a time each. */
  private readonly flushing = new Map<string, Promise<void>>();
  /** The offset last recorded (or being recorded) per upload since this process started. */
  private readonly recorded = new Map<string, number>();
  /** Uploads finished or removed: a flush still running must not record them again. */
  private readonly gone = new Set<string>();

  private pathOf(id: string) {
    const path = join(this.directory, id);
    if (relative(this.directory, path).startsWith('..')) throw ERRORS.FILE_NOT_FOUND;
    return path;
  }

  // `.synced` sorts after `.json`: the config store lists an upload by its file and `.json` side by side.
  private syncedPath(id: string) {
    return `${this.pathOf(id)}.synced`;
  }

  /**
   * Records (durably) that the upload's first `offset` bytes are on disk. Written aside and
   * renamed over the last record, so a reader (a HEAD while a background flush records) sees
   * one whole record or the other; a crash leaves the old one, which only asks for more bytes.
   */
  private async record(id: string, offset: number) {
    if (this.gone.has(id)) return;
    const path = this.syncedPath(id);
    const aside = `${path}.new`;
    const file = await open(aside, 'w');
    try {
      await file.writeFile(JSON.stringify({ boot: BOOT_ID, offset } satisfies SyncedRecord));
      await file.datasync();
    } finally {
      await file.close();
    }
    await rename(aside, path).catch(async (error) => {
      await unlink(aside).catch(() => {});
      throw error;
    });
  }

  private async readRecord(id: string): Promise<SyncedRecord | 'none'> {
    let text: string;
    try {
      text = await readFile(this.syncedPath(id), 'utf8');
    } catch {
      return 'none';
    }
    try {
      const value = JSON.parse(text) as Partial<SyncedRecord>;
      if (typeof value.boot === 'string' && Number.isSafeInteger(value.offset)) return value as SyncedRecord;
    } catch {}
    // A record torn by a crash while it was rewritten: nothing is known to be on disk.
    return { boot: '', offset: 0 };
  }

  /** Flushes what has been written so far in the background and records it once it is on disk. */
  private checkpoint(id: string, offset: number) {
    if (this.flushing.has(id)) return;
    this.recorded.set(id, offset);
    const flush = fsyncPath(this.pathOf(id))
      .then(() => this.record(id, offset))
      // A flush that fails (the upload finished and moved, a disk error) records nothing.
      .catch(() => {})
      .finally(() => this.flushing.delete(id));
    this.flushing.set(id, flush);
  }

  override async create(file: Upload) {
    const created = await super.create(file);
    this.gone.delete(file.id);
    await this.record(file.id, 0);
    // The upload's file, its .json and its record are entries of this folder.
    await fsyncPath(this.directory);
    return created;
  }

  override async getUpload(id: string) {
    const upload = await super.getUpload(id);
    const record = await this.readRecord(id);
    // No record: an upload from before records were kept, when every PATCH was fsynced.
    if (record === 'none' || record.boot === BOOT_ID) return upload;
    // The machine rebooted since: only the recorded bytes are known to have reached the disk.
    const offset = Math.min(record.offset, upload.offset ?? 0);
    await truncate(this.pathOf(id), offset);
    await fsyncPath(this.pathOf(id));
    await this.record(id, offset);
    this.recorded.set(id, offset);
    upload.offset = offset;
    return upload;
  }

  /** The upload is over (committed, refused or removed): drops its record and config. */
  async forget(id: string) {
    this.gone.add(id);
    await this.flushing.get(id);
    this.recorded.delete(id);
    await unlink(this.syncedPath(id)).catch(() => {});
    await unlink(`${this.syncedPath(id)}.new`).catch(() => {});
    await this.configstore.delete(id).catch(() => {});
    // No flush of it is left to record: the id need not be remembered.
    this.gone.delete(id);
  }

  override async remove(id: string) {
    await super.remove(id);
    await this.forget(id);
  }

  override async write(readable: IncomingMessage | Readable, id: string, offset: number) {
    const file = await open(this.pathOf(id), 'r+');
    let batch: Buffer[] = [];
    let batchBytes = 0;
    let position = offset;
    // Batches go to disk one after another, in order (a failed one fails the rest: no holes),
    // while the body keeps arriving: a writev that meets a background flush of the same file
    // can take a while, and the socket should not wait for it unless QUEUED_BYTES are waiting.
    let writing: Promise<void> = Promise.resolve();
    const queue: { bytes: number; written: Promise<void> }[] = [];
    let queuedBytes = 0;
    const flush = async () => {
      const chunks = batch;
      const at = position;
      const bytes = batchBytes;
      batch = [];
      batchBytes = 0;
      position += bytes;
      writing = writing.then(async () => {
        await writeAll(file, chunks, at);
        // Everything before at + bytes is written now: flush it in the background when enough is new.
        if (at + bytes - (this.recorded.get(id) ?? 0) >= CHECKPOINT_BYTES) this.checkpoint(id, at + bytes);
      });
      writing.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
      queue.push({ bytes, written: writing });
      queuedBytes += bytes;
      while (queuedBytes > QUEUED_BYTES) {
        const oldest = queue.shift() as (typeof queue)[number];
        await oldest.written;
        queuedBytes -= oldest.bytes;
      }
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
    } catch {
      failed = true;
    } finally {
      await file.close();
    }
    if (failed) throw ERRORS.FILE_WRITE_ERROR;
    return position;
  }
}
