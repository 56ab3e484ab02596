/**
 * The upload engine: Uppy core with its tus plugin, configured with docs/product.md#9-constants-and-limits's numbers.
 *
 * Uppy's tus plugin already follows the retry rules of docs/product.md §4: it retries network and server
 * errors, never other client errors except 409 (offset mismatch) and 423 (locked), and a 429
 * pauses the whole queue for the next retry delay. Uppy's file ids are derived from name, type,
 * size and lastModified, and the tus fingerprint from the file id, so choosing the same file
 * after a reload finds the stored upload URL and continues from the server's offset.
 */
import Uppy, { type Meta, type State, type UppyOptions } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import { ProgressCoalescingStore } from './progress-store.ts';
import {
  CHUNK_SIZE,
  CONCURRENT_UPLOADS,
  INFO_TIMEOUT_MS,
  MAX_FILE_SIZE,
  RETRY_DELAYS,
} from './upload-limits.ts';

export interface UploadMeta extends Meta {
  bucketName: string;
  objectName: string;
  contentType: string;
  cacheControl: string;
}

export type HifiUppy = Uppy<UploadMeta, TusBody>;

export interface UppyTarget {
  endpoint: string;
  /** the headers of each request, read at request time so a refreshed session token is used */
  headers(): Promise<Record<string, string>>;
  /** decides synchronously whether a file enters the batch (mf-upload's upload session screens drops) */
  onBeforeFileAdded?: UppyOptions<UploadMeta, TusBody>['onBeforeFileAdded'];
}

export function createUppy(target: UppyTarget): HifiUppy {
  const uppy = new Uppy<UploadMeta, TusBody>({
    id: 'hifi-upload',
    autoProceed: false,
    allowMultipleUploadBatches: true,
    infoTimeout: INFO_TIMEOUT_MS,
    // Byte progress re-renders at most every PROGRESS_INTERVAL_MS, so the page keeps up with tus.
    store: new ProgressCoalescingStore<State<UploadMeta, TusBody>>(),
    // The picker offers the lossless extensions; drops are screened by the session first.
    restrictions: { maxFileSize: MAX_FILE_SIZE, allowedFileTypes: ['.wav', '.flac', '.m4a'] },
    ...(target.onBeforeFileAdded ? { onBeforeFileAdded: target.onBeforeFileAdded } : {}),
  });
  uppy.use(Tus, {
    endpoint: target.endpoint,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    limit: CONCURRENT_UPLOADS,
    // The success clears the stored URL, so the same file uploaded again later is a new track.
    removeFingerprintOnSuccess: true,
    allowedMetaFields: ['bucketName', 'objectName', 'contentType', 'cacheControl'],
    async onBeforeRequest(req) {
      for (const [name, value] of Object.entries(await target.headers())) req.setHeader(name, value);
    },
  });
  return uppy;
}
