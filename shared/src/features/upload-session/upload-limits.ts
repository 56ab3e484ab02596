/** The tus engine's numbers of docs/product.md#9-constants-and-limits (mf-upload's upload-rules.ts has the rest). */
export const MAX_FILE_SIZE = 53_687_091_200; // 50 GiB
export const CHUNK_SIZE = 6_291_456; // 6 MiB
export const RETRY_DELAYS = [0, 1000, 3000, 5000];
export const CONCURRENT_UPLOADS = 20;
export const INFO_TIMEOUT_MS = 5000;
