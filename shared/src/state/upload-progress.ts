/**
 * Uploads outlive the upload page: mf-upload's session writes how its batch is going here, and
 * the shell's header shows it on every page. Null when nothing is uploading.
 */
import { atom, useAtomValue } from 'jotai';
import { hifiStore } from './store.ts';

export interface UploadProgress {
  /** files whose bytes are still on their way (paused ones included) */
  files: number;
  /** whole percent of the batch's bytes */
  percent: number;
  paused: boolean;
}

export const uploadProgressAtom = atom<UploadProgress | null>(null);

export function reportUploadProgress(progress: UploadProgress | null) {
  hifiStore.set(uploadProgressAtom, progress);
}

export const useUploadProgress = () => useAtomValue(uploadProgressAtom, { store: hifiStore });
