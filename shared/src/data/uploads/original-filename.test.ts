import { expect, it } from 'vitest';
import { ORIGINAL_FILENAME_MAX, originalFilename } from './original-filename.ts';

it('keeps a plain file name as it is, spaces, accents and all', () => {
  expect(originalFilename('01 - Café Nocturne (final mix).flac')).toBe('01 - Café Nocturne (final mix).flac');
});

it('keeps only the last segment of a path and drops control characters', () => {
  expect(originalFilename('album/disc 1/02 Intro.wav')).toBe('02 Intro.wav');
  expect(originalFilename('C:\\Music\\03 Outro.aiff')).toBe('03 Outro.aiff');
  expect(originalFilename('tab\there\u0000.flac')).toBe('tabhere.flac');
});

it('is null when nothing usable is left', () => {
  expect(originalFilename('')).toBeNull();
  expect(originalFilename(undefined)).toBeNull();
  expect(originalFilename('folder/')).toBeNull();
  expect(originalFilename('\u0001\u0002')).toBeNull();
});

it('shortens a name over 255 characters and keeps its extension', () => {
  const name = originalFilename(`${'é'.repeat(400)}.flac`) as string;
  expect([...name]).toHaveLength(ORIGINAL_FILENAME_MAX);
  expect(name.endsWith('é.flac')).toBe(true);
});
