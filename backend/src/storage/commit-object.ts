/**
 * The last step of every upload, single-request or tus: verify the staged bytes (lossless audio
 * for the audio bucket), then record the row as the caller and move the file into place in one
 * transaction. Whatever is refused or fails leaves neither an object file nor a row behind.
 */
import { randomUUID } from 'node:crypto';
import { open, stat, unlink } from 'node:fs/promises';
import type { JwtClaims } from '../db/with-role.ts';
import type { StackContext } from '../http/context.ts';
import { type AudioInfo, audioMimeType, checkExtension, probeLosslessAudio } from './audio-probe.ts';
import { checkBucketAccepts } from './bucket-limits.ts';
import { AUDIO_BUCKET, isCoverName, storageError } from './object-names.ts';
import type { ObjectStore } from './object-store.ts';
import { findBucket, type ObjectMetadata, withClaims, writeObjectRow } from './objects-db.ts';

export interface StagedObject {
  bucket: string;
  name: string;
  path: string;
  upsert: boolean;
  contentType: string;
  cacheControl: string;
  eTag?: string;
}

export async function commitObject(
  ctx: StackContext,
  store: ObjectStore,
  claims: JwtClaims,
  staged: StagedObject,
) {
  try {
    const { size } = await stat(staged.path);
    // Again at the end: a multipart part's type and a tus upload of deferred length are known only now.
    checkBucketAccepts(await findBucket(ctx.db, staged.bucket), { contentType: staged.contentType, size });
    let audio: AudioInfo | undefined;
    let mimetype = staged.contentType;
    // The analysis worker (service role) keeps a track's waveform JSON and spectrogram PNG beside it.
    const analysisFile = claims.role === 'service_role' && /\.(json|png)$/i.test(staged.name);
    const cover = staged.bucket === AUDIO_BUCKET && isCoverName(staged.name);
    if (cover) await checkWebp(staged.path);
    if (staged.bucket === AUDIO_BUCKET && !analysisFile && !cover) {
      audio = await probeLosslessAudio(staged.path);
      checkExtension(staged.name, audio);
      mimetype = audioMimeType(audio);
    }
    const version = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${staged.eTag ?? version}"`,
      size,
      mimetype,
      cacheControl: staged.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
      ...(audio && { audio }),
    };
    const id = await withClaims(ctx.db, claims, async (tx) => {
      const rowId = await writeObjectRow(tx, claims, { ...staged, metadata, version });
      // Inside the transaction: if the move fails the row is rolled back with it.
      await store.putFile(staged.bucket, staged.name, staged.path);
      return rowId;
    });
    return { id, metadata };
  } finally {
    // Gone already when putFile moved it; otherwise a refused or failed upload's bytes.
    await unlink(staged.path).catch(() => {});
  }
}

/** A cover size must be what its name says: a WebP image (RIFF....WEBP), by its bytes. */
async function checkWebp(path: string) {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP')
      throw storageError(415, 'InvalidImage', 'A cover must be a WebP image');
  } finally {
    await handle.close();
  }
}
