/**
 * The limits of one drop or pick (docs/product.md#5-validation-rules), decided before any byte is
 * read: too many files at once, empty files, files over 50 GiB, a file already in the batch, and
 * the extension check. What passes is then sniffed by its header (identifyAudio, @hifi/shared/audio-probe).
 */
import { checkAudioFile, MAX_FILE_SIZE } from '../uploader/upload-rules.ts';

/** More than this in one drop is almost certainly the wrong folder; nothing of it is added. */
export const MAX_FILES_PER_DROP = 100;

export const BATCH_MESSAGES = {
  tooMany: (count: number) =>
    `You dropped ${count} files; at most ${MAX_FILES_PER_DROP} can be added at once. Nothing was added.`,
  empty: 'This file is empty (0 bytes)',
  tooLarge: (name: string) => `${name} exceeds maximum allowed size of 50 GiB`,
  duplicate: (name: string) => `Cannot add the duplicate file '${name}', it already exists`,
} as const;

export interface Candidate {
  /** Uppy's file id: the same file (name, type, size, date) always has the same id */
  id: string;
  name: string;
  size: number;
}

export type Screened<T extends Candidate> =
  | { kind: 'too-many'; message: string }
  | {
      kind: 'files';
      accepted: Array<T & { extension: 'wav' | 'flac' | 'm4a'; contentType: string }>;
      refused: Array<{ file: T; message: string }>;
    };

/** Sorts one drop into files worth sniffing and files refused with their reason. */
export function screenBatch<T extends Candidate>(batch: T[], existingIds: ReadonlySet<string>): Screened<T> {
  if (batch.length > MAX_FILES_PER_DROP)
    return { kind: 'too-many', message: BATCH_MESSAGES.tooMany(batch.length) };
  const seen = new Set(existingIds);
  const accepted: Array<T & { extension: 'wav' | 'flac' | 'm4a'; contentType: string }> = [];
  const refused: Array<{ file: T; message: string }> = [];
  for (const file of batch) {
    const check = checkAudioFile(file.name);
    let message: string | null = null;
    if (!check.ok) message = check.message;
    else if (seen.has(file.id)) message = BATCH_MESSAGES.duplicate(file.name);
    else if (file.size === 0) message = BATCH_MESSAGES.empty;
    else if (file.size > MAX_FILE_SIZE) message = BATCH_MESSAGES.tooLarge(file.name);
    seen.add(file.id);
    if (check.ok && !message)
      accepted.push({ ...file, extension: check.extension, contentType: check.contentType });
    else refused.push({ file, message: message ?? '' });
  }
  return { kind: 'files', accepted, refused };
}
