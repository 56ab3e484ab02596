/**
 * The last step of every upload, single-request or tus: check the bucket's own limits (type and
 * size, as hosted Storage does), then record the row as the caller and move the file into place in
 * one transaction. Whatever is refused or fails leaves neither an object file nor a row behind.
 * What the bytes are (lossless audio, a WebP cover) is the verify-upload function's to decide
 * (supabase/functions/verify-upload, docs/decisions/0008), so it holds on a hosted project too.
 */
import { randomUUID } from 'node:crypto';
import { stat, unlink } from 'node:fs/promises';
import type { JwtClaims } from '../db/with-role.ts';
import type { StackContext } from '../http/context.ts';
import { checkBucketAccepts } from './bucket-limits.ts';
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
  userMetadata?: Record<string, unknown>;
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
    const version = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${staged.eTag ?? version}"`,
      size,
      mimetype: staged.contentType,
      cacheControl: staged.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
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
