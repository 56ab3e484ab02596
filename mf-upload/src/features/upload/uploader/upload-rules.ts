/** The upload limits and checks of docs/product.md#5-validation-rules and §9. */
// The tus engine's numbers live with the site's upload session in @hifi/shared.
export { MAX_FILE_SIZE } from '@hifi/shared';
export const START_DELAY_MS = 200;
export const LATE_COMPLETION_WAIT_MS = 2000;
export const MAX_ERROR_MESSAGES = 4;
export const ALLOWED_EXTENSIONS = ['wav', 'flac', 'm4a'] as const;
/** What the picker offers; the submit check below is what decides. */
export const PICKER_ACCEPT =
  '.wav,.flac,.m4a,audio/wav,audio/x-wav,audio/flac,audio/x-flac,audio/mp4,audio/x-m4a';

export const MESSAGES = {
  missing: 'Please upload an audio file and sign in',
  noExtension: 'Could not determine file extension',
  unsupported: 'Unsupported audio format. Please use WAV, FLAC, or M4A (ALAC) for lossless audio quality.',
} as const;

const CONTENT_TYPES: Record<(typeof ALLOWED_EXTENSIONS)[number], string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
};

export type FileCheck =
  | { ok: true; extension: (typeof ALLOWED_EXTENSIONS)[number]; contentType: string }
  | { ok: false; message: string };

/** The submit check: the extension (case-insensitive) must be wav, flac or m4a. */
export function checkAudioFile(name: string): FileCheck {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!extension) return { ok: false, message: MESSAGES.noExtension };
  const allowed = ALLOWED_EXTENSIONS.find((e) => e === extension);
  if (!allowed) return { ok: false, message: MESSAGES.unsupported };
  return { ok: true, extension: allowed, contentType: CONTENT_TYPES[allowed] };
}

/** Progress as shown: whole percent clamped to 0-100, 1 while the total is not known yet. */
export function progressPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 1;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The title defaults to the file name when left blank. */
export function titleOrFileName(title: string, fileName: string): string {
  return title.trim() || fileName;
}
