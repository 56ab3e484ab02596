/**
 * Where object bytes live. The stack keeps them in a local folder; the interface is what an S3
 * store would implement instead. Objects are never half-written: writers fill a staging file
 * (stagingPath) and putFile moves it into place in one rename, so a crash leaves no torn object.
 * putFile returns only once the bytes and the rename are on disk (fsync of the file, then of
 * its folder): the caller commits the object's row after it, so no row outlives a power loss
 * that its file did not.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface ObjectStat {
  size: number;
  mtime: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

/** An object opened for reading: its size and time, and its bytes once (then it is closed). */
export interface OpenObject extends ObjectStat {
  /** Reads up to length bytes at position into buffer; resolves with the count read. */
  readInto(buffer: Buffer, length: number, position: number): Promise<number>;
  close(): Promise<void>;
}

export interface ObjectStore {
  /** A fresh path on the store's own disk for a file that putFile will later take over. */
  stagingPath(): Promise<string>;
  /** Moves a finished local file into the store as bucket/key, replacing any previous object. */
  putFile(bucket: string, key: string, localPath: string): Promise<ObjectStat>;
  stat(bucket: string, key: string): Promise<ObjectStat | undefined>;
  /** Opens the object for one read; undefined when it does not exist. */
  open(bucket: string, key: string): Promise<OpenObject | undefined>;
  remove(bucket: string, key: string): Promise<void>;
  /** A copy of the object in a fresh staging path (for putFile), undefined when it does not exist. */
  copyToStaging(bucket: string, key: string): Promise<string | undefined>;
  /** Folder for the tus server's in-progress uploads (kept across restarts). */
  readonly uploadsDir: string;
  close(): Promise<void>;
}

/** Flushes a file's bytes, or a folder's entries, to the disk. */
export async function fsyncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** mkdir -p that also makes each folder it creates durable in its parent. */
async function mkdirDurable(dir: string) {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  for (let created = dir; ; created = dirname(created)) {
    await fsyncPath(dirname(created));
    if (created === first) break;
  }
}

/**
 * Objects as files under root/<bucket>/<key>. Bucket ids never start with '.', so the staging
 * (.staging) and tus (.uploads) folders beside them cannot collide with a bucket.
 */
export async function openLocalObjectStore(root?: string): Promise<ObjectStore> {
  const temporary = root === undefined;
  const base = root ?? (await mkdtemp(join(tmpdir(), 'hifi-storage-')));
  const staging = join(base, '.staging');
  const uploadsDir = join(base, '.uploads');
  // Staging files are only ever half-written uploads of a process that died: start empty.
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await mkdir(uploadsDir, { recursive: true });
  const pathOf = (bucket: string, key: string) => join(base, bucket, key);

  return {
    uploadsDir,
    async stagingPath() {
      return join(staging, randomUUID());
    },
    async putFile(bucket, key, localPath) {
      const target = pathOf(bucket, key);
      await fsyncPath(localPath);
      await mkdirDurable(dirname(target));
      await rename(localPath, target);
      await fsyncPath(dirname(target));
      const info = await stat(target);
      return { size: info.size, mtime: info.mtime };
    },
    async stat(bucket, key) {
      try {
        const info = await stat(pathOf(bucket, key));
        return info.isFile() ? { size: info.size, mtime: info.mtime } : undefined;
      } catch {
        return undefined;
      }
    },
    // Reads run on the event loop's own thread, as an nginx worker reads: on this path a thread
    // pool round trip (open, fstat, read, close: four of them per Range request) costs more
    // than the work itself, which for a page-cached file is a few microseconds per call and about
    // 0.1 ms per MiB read (bench/storage.ts: +10–20 % on 512 KiB ranges). The price is the same
    // as nginx's without aio: a read that misses the page cache holds the loop for that one disk
    // read, at most one CHUNK (send-bytes.ts) at a time.
    async open(bucket, key) {
      let fd: number;
      try {
        fd = openSync(pathOf(bucket, key), 'r');
      } catch {
        return undefined;
      }
      const info = fstatSync(fd);
      if (!info.isFile()) {
        closeSync(fd);
        return undefined;
      }
      let open = true;
      return {
        size: info.size,
        mtime: info.mtime,
        async readInto(buffer, length, position) {
          if (!open) throw new Error('read after close');
          return readSync(fd, buffer, 0, length, position);
        },
        // Idempotent: a second close must not close whatever file has since reused the number.
        async close() {
          if (open) closeSync(fd);
          open = false;
        },
      };
    },
    async copyToStaging(bucket, key) {
      const target = join(staging, randomUUID());
      try {
        await copyFile(pathOf(bucket, key), target, constants.COPYFILE_FICLONE);
        return target;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(bucket, key) {
      await unlink(pathOf(bucket, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async close() {
      if (temporary) await rm(base, { recursive: true, force: true });
    },
  };
}
