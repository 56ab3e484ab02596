import { expect, it } from 'vitest';
import { MAX_FILE_SIZE } from '../uploader/upload-rules.ts';
import { BATCH_MESSAGES, MAX_FILES_PER_DROP, screenBatch } from './batch-rules.ts';

const file = (name: string, size = 1000, id = name) => ({ id, name, size });

it('accepts lossless names with their content type and refuses the rest with a reason each', () => {
  const result = screenBatch(
    [
      file('a.flac'),
      file('b.WAV'),
      file('c.m4a'),
      file('empty.flac', 0),
      file('huge.wav', MAX_FILE_SIZE + 1),
      file('just-right.wav', MAX_FILE_SIZE),
      file('song.mp3'),
      file('README'),
    ],
    new Set(),
  );
  if (result.kind !== 'files') throw new Error(result.kind);
  expect(result.accepted.map((f) => [f.name, f.contentType])).toEqual([
    ['a.flac', 'audio/flac'],
    ['b.WAV', 'audio/wav'],
    ['c.m4a', 'audio/mp4'],
    ['just-right.wav', 'audio/wav'],
  ]);
  expect(result.refused.map((r) => [r.file.name, r.message])).toEqual([
    ['empty.flac', 'This file is empty (0 bytes)'],
    ['huge.wav', 'huge.wav exceeds maximum allowed size of 50 GiB'],
    ['song.mp3', 'Unsupported audio format. Please use WAV, FLAC, or M4A (ALAC) for lossless audio quality.'],
    ['README', 'Could not determine file extension'],
  ]);
});

it('refuses a file already in the batch or twice in one drop', () => {
  const result = screenBatch(
    [file('a.flac', 5, 'x'), file('b.flac', 5, 'y'), file('b.flac', 5, 'y')],
    new Set(['x']),
  );
  if (result.kind !== 'files') throw new Error(result.kind);
  expect(result.accepted.map((f) => f.id)).toEqual(['y']);
  expect(result.refused.map((r) => r.message)).toEqual([
    BATCH_MESSAGES.duplicate('a.flac'),
    "Cannot add the duplicate file 'b.flac', it already exists",
  ]);
});

it('adds nothing of a drop over the limit and says how many came', () => {
  const many = Array.from({ length: 300 }, (_, i) => file(`${i}.flac`));
  expect(screenBatch(many, new Set())).toEqual({
    kind: 'too-many',
    message: 'You dropped 300 files; at most 100 can be added at once. Nothing was added.',
  });
  expect(screenBatch(many.slice(0, MAX_FILES_PER_DROP), new Set()).kind).toBe('files');
});
