import type { ByteRange } from './object-store.ts';

/**
 * Reads a Range header against an object's size. undefined = serve the whole object (no header,
 * or several ranges, which a 200 with the whole body answers correctly); 'unsatisfiable' = 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return header.includes(',') && header.startsWith('bytes=') ? undefined : 'unsatisfiable';
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}
