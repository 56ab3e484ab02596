/**
 * How the batch is going, read from the Uppy files (types only: no Uppy code is loaded here).
 */
import type { UploadProgress } from '../../state/upload-progress.ts';

/** What tells whether a file's bytes are on their way, and how many went. */
interface SendingView {
  isPaused?: boolean;
  error?: string | null;
  progress: { uploadStarted: number | null; uploadComplete?: boolean; bytesUploaded: number | false };
}

interface FileProgressView extends SendingView {
  size: number | null;
  progress: SendingView['progress'] & { bytesTotal: number | null };
}

/** Started, not finished, paused or refused: its bytes are on their way. */
const onItsWay = (f: SendingView) =>
  Boolean(f.progress.uploadStarted) && !f.progress.uploadComplete && !f.isPaused && !f.error;

/**
 * For the header's indicator: files not fully sent yet (running or paused, not refused) and the
 * whole percent of their bytes; null when there are none.
 */
export function batchProgress(files: FileProgressView[]): UploadProgress | null {
  const sending = files.filter((f) => f.progress.uploadStarted && !f.progress.uploadComplete && !f.error);
  if (sending.length === 0) return null;
  const total = sending.reduce((sum, f) => sum + (f.progress.bytesTotal || f.size || 0), 0);
  const sent = sending.reduce((sum, f) => sum + (f.progress.bytesUploaded || 0), 0);
  return {
    files: sending.length,
    // Never 100 while a byte or the server's answer is outstanding.
    percent: total > 0 ? Math.min(99, Math.floor((100 * sent) / total)) : 0,
    paused: sending.every((f) => f.isPaused),
  };
}

/** Is any byte on its way: the leave-site confirmation asks this. */
export function isSending(files: SendingView[]): boolean {
  return files.some(onItsWay);
}

/** Bytes sent so far by the files on their way, for the upload speed; null when there are none. */
export function bytesOnTheWay(files: SendingView[]): number | null {
  const sending = files.filter(onItsWay);
  if (sending.length === 0) return null;
  return sending.reduce((sum, f) => sum + (f.progress.bytesUploaded || 0), 0);
}
