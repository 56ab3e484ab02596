import { expect, it } from 'vitest';
import { checkCoverImage, MAX_COVER_BYTES } from './check-cover-image.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

it('accepts JPEG, PNG and WebP by their bytes up to 10 MB', () => {
  expect(checkCoverImage(bytes([0xff, 0xd8, 0xff, 0xe0]), 1000)).toEqual({ ok: true });
  expect(checkCoverImage(bytes([0x89], 'PNG', [13, 10, 26, 10]), 1000)).toEqual({ ok: true });
  expect(checkCoverImage(bytes('RIFF', [0, 0, 0, 0], 'WEBP'), MAX_COVER_BYTES)).toEqual({ ok: true });
});

it('refuses what is not an image whatever its name, and a 40 MB picture', () => {
  expect(checkCoverImage(bytes('GIF89a'), 1000)).toEqual({
    ok: false,
    message: 'A cover must be a JPEG, PNG or WebP image',
  });
  expect(checkCoverImage(bytes('fLaC'), 1000)).toMatchObject({ ok: false });
  expect(checkCoverImage(bytes([0xff, 0xd8, 0xff]), 40 * 1000 * 1000)).toEqual({
    ok: false,
    message: 'A cover must be 10 MB or smaller',
  });
});
