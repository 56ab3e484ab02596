/** An image the owner adds as a cover: JPEG, PNG or WebP by its bytes, at most 10 MB. */
export const MAX_COVER_BYTES = 10 * 1000 * 1000;

export const COVER_MESSAGES = {
  notImage: 'A cover must be a JPEG, PNG or WebP image',
  tooLarge: 'A cover must be 10 MB or smaller',
} as const;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** Decides from the first 12 bytes and the size; the name and declared type are not trusted. */
export function checkCoverImage(
  head: Uint8Array,
  size: number,
): { ok: true } | { ok: false; message: string } {
  if (size > MAX_COVER_BYTES) return { ok: false, message: COVER_MESSAGES.tooLarge };
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && ascii(head, 1, 3) === 'PNG';
  const webp = ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP';
  return jpeg || png || webp ? { ok: true } : { ok: false, message: COVER_MESSAGES.notImage };
}
