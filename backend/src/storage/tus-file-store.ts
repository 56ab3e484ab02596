/**
 * @tus/file-store with a write path for large bodies and an offset that never runs ahead of the
 * disk.
 *
 * Writing: its own write pipes the request into fs.createWriteStream, which (16 KiB high-water
 * mark) writes each 64 KiB socket read on its own, one thread-pool round trip at a time; here a
 * 1 GiB PATCH spent most of its time waiting on those round trips with the event loop idle. This
 * writer gathers the request's chunks and hands each 4 MiB of them to one FileHandle.writev on
 * the thread pool while the next gather (never a write on the event loop), at most QUEUED_BYTES
 * waiting for the disk per upload. Bytes received before the body stops (client gone, stream
 * error) are still written: they are the offset the client resumes from. Only public Node APIs:
 * the request's 'data' events and pause()/resume() (until 0.13 a large body was read off the
 * socket through Node's private stream handle, which a Node update could break quietly).
 *
 * Memory: Node's HTTP parser hands each chunk of a body over in a new 64 KiB allocation, which V8
 * counts as external memory, and V8 counts external bytes allocated since its last full
 * collection against the old generation's headroom. With the stack's default heap that meant a
 * full mark-compact every ~34 MB, 30 per GiB (--trace-gc). The stack's V8 flags
 * (stack-node-flags.json) let the old generation grow to 64 MB before a full collection, so the
 * chunks between two young collections fit in its headroom: no mark-compact during a 2 GiB PATCH
 * (bench/storage.ts prints the count). Copying each chunk into reused buffers instead, tried
 * first, cost a third of the speed (bench:storage: 56 % of nginx's PUT against 72–86 % gathered).
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

/** Writes the chunks at position, all of them (a short write goes on from where it stopped). */
async function writevAll(file: FileHandle, chunks: Buffer[], position: number) {
  let rest = chunks;
  while (rest.length > 0) {
    let { bytesWritten } = await file.writev(rest, position);
    position += bytesWritten;
    let first = 0;
    while (first < rest.length && bytesWritten >= (rest[first] as Buffer).length)
      bytesWritten -= (rest[first++] as Buffer).length;
    rest = rest.slice(first);
    if (bytesWritten > 0) rest[0] = (rest[0] as Buffer).subarray(bytesWritten);
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

  /** Starts a background flush once CHECKPOINT_BYTES more of the upload are written. */
  private written(id: string, end: number) {
    if (end - (this.recorded.get(id) ?? 0) >= CHECKPOINT_BYTES) this.checkpoint(id, end);
  }

  override async write(readable: IncomingMessage | Readable, id: string, offset: number) {
    const file = await open(this.pathOf(id), 'r+');
    const writer = new BatchWriter(file, offset, (end) => this.written(id, end));
    let failed = false;
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        if (!writer.take(chunk)) await writer.drain();
      }
    } catch {
      failed = true;
    }
    // Bytes received before the body stopped (client gone, stream error) are written all the same.
    const end = await writer.finish().catch(() => {
      failed = true;
    });
    if (failed || end === undefined) throw ERRORS.FILE_WRITE_ERROR;
    return end;
  }

  /**
   * Writes the body of `source` at `offset`, taking its chunks as the request emits them (no
   * stream between the request and the writer) and pausing it while QUEUED_BYTES wait for the
   * disk. Stops taking bytes when `signal` aborts (another request wants the upload: what came so
   * far is written and its end returned), when the body would go past `limit` bytes (written up
   * to the chunk that would, then a 413) or when the client goes (written, then ABORTED).
   */
  async writeRequest(
    source: IncomingMessage,
    id: string,
    offset: number,
    limit: number,
    signal: AbortSignal,
  ) {
    const file = await open(this.pathOf(id), 'r+');
    const writer = new BatchWriter(file, offset, (end) => this.written(id, end));
    const stopped = await new Promise<'end' | 'gone' | 'too large' | 'aborted' | 'failed'>((resolve) => {
      let received = 0;
      let done = false;
      const stop = (why: 'end' | 'gone' | 'too large' | 'aborted' | 'failed') => {
        if (done) return;
        done = true;
        source.off('data', take);
        source.off('end', ended);
        source.off('error', gone);
        source.off('close', gone);
        signal.removeEventListener('abort', aborted);
        source.pause();
        resolve(why);
      };
      const take = (chunk: Buffer) => {
        if (received + chunk.length > limit) return stop('too large');
        received += chunk.length;
        if (writer.take(chunk)) return;
        source.pause();
        writer.drain().then(
          () => done || source.resume(),
          () => stop('failed'),
        );
      };
      const ended = () => stop('end');
      const gone = () => stop('gone');
      const aborted = () => stop('aborted');
      signal.addEventListener('abort', aborted, { once: true });
      source.once('end', ended);
      // 'close' without 'end': the connection went before the whole body came.
      source.once('error', gone);
      source.once('close', gone);
      if (signal.aborted) return stop('aborted');
      // Gone while the request waited for its checks and the lock: its 'close' came and went.
      if (source.destroyed) return stop('gone');
      source.on('data', take);
    });
    let end: number;
    try {
      end = await writer.finish();
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (stopped === 'too large') throw ERRORS.ERR_SIZE_EXCEEDED;
    if (stopped === 'failed') throw ERRORS.FILE_WRITE_ERROR;
    if (stopped === 'gone') throw ERRORS.ABORTED;
    return end;
  }
}

/**
 * Writes a body's chunks at a position of an open file, BATCH_BYTES of them at a time, one write
 * after another, in order (a failed one fails the rest: no holes), while more chunks keep
 * arriving: a write that meets a background flush of the same file can take a while, and the
 * socket should not wait for it unless QUEUED_BYTES are waiting. Closes the file when finished.
 */
class BatchWriter {
  private chunks: Buffer[] = [];
  private batchBytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly queue: { bytes: number; written: Promise<void> }[] = [];
  private queuedBytes = 0;

  constructor(
    private readonly file: FileHandle,
    /** Where the next batch goes: the end of the bytes taken so far. */
    private position: number,
    /** Told the end of what is written after each batch: everything before it is in the file. */
    private readonly written: (end: number) => void,
  ) {}

  /** Takes a chunk; false when QUEUED_BYTES wait for the disk (hold the sender until drain()). */
  take(chunk: Buffer) {
    this.chunks.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes >= BATCH_BYTES) this.send();
    return this.queuedBytes <= QUEUED_BYTES;
  }

  /** Resolves once no more than QUEUED_BYTES wait for the disk; rejects if a write failed. */
  async drain() {
    while (this.queuedBytes > QUEUED_BYTES) {
      const oldest = this.queue.shift() as (typeof this.queue)[number];
      await oldest.written;
      this.queuedBytes -= oldest.bytes;
    }
  }

  /** Writes what is left and closes the file; the end of the bytes written. */
  async finish() {
    try {
      if (this.batchBytes > 0) this.send();
      await this.writing;
      return this.position;
    } finally {
      await this.file.close();
    }
  }

  private send() {
    const chunks = this.chunks;
    const at = this.position;
    const bytes = this.batchBytes;
    this.chunks = [];
    this.batchBytes = 0;
    this.position += bytes;
    this.writing = this.writing.then(async () => {
      await writevAll(this.file, chunks, at);
      this.written(at + bytes);
    });
    this.writing.catch(() => {}); // awaited by drain() or finish(); a failure must not go unhandled meanwhile
    this.queue.push({ bytes, written: this.writing });
    this.queuedBytes += bytes;
  }
}
