/** What audio_files.original_filename holds at most (its check constraint; file systems' limit). */
export const ORIGINAL_FILENAME_MAX = 255;

/**
 * The name the member's file had, as "Download original" will save it: the last path segment
 * (a dropped folder's file can carry its folder), without control characters, at most 255
 * characters with the extension kept. Null when nothing usable is left.
 */
export function originalFilename(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (!base) return null;
  const chars = [...base];
  if (chars.length <= ORIGINAL_FILENAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? [...base.slice(dot)] : [];
  if (ext.length >= ORIGINAL_FILENAME_MAX / 2) return chars.slice(0, ORIGINAL_FILENAME_MAX).join('');
  return [...chars.slice(0, ORIGINAL_FILENAME_MAX - ext.length), ...ext].join('');
}
