import { expect, it } from 'vitest';
import { checkAudioFile, MESSAGES, progressPercent, titleOrFileName } from './upload-rules.ts';

it('allows wav, flac and m4a in any case and refuses the rest with the texts of docs/product.md §5', () => {
  expect(checkAudioFile('a.FLAC')).toEqual({ ok: true, extension: 'flac', contentType: 'audio/flac' });
  expect(checkAudioFile('take 1.wav')).toMatchObject({ ok: true, extension: 'wav' });
  expect(checkAudioFile('x.M4a')).toMatchObject({ ok: true, extension: 'm4a', contentType: 'audio/mp4' });
  expect(checkAudioFile('song.mp3')).toEqual({ ok: false, message: MESSAGES.unsupported });
  expect(checkAudioFile('noext')).toEqual({ ok: false, message: MESSAGES.noExtension });
  expect(checkAudioFile('trailing.')).toEqual({ ok: false, message: MESSAGES.noExtension });
});

it('clamps progress to whole percent 0-100 and shows 1 when unknown', () => {
  expect(progressPercent(undefined)).toBe(1);
  expect(progressPercent(Number.NaN)).toBe(1);
  expect(progressPercent(-3)).toBe(0);
  expect(progressPercent(42.6)).toBe(43);
  expect(progressPercent(140)).toBe(100);
});

it('defaults a blank title to the file name', () => {
  expect(titleOrFileName('   ', 'a.flac')).toBe('a.flac');
  expect(titleOrFileName(' Night ', 'a.flac')).toBe('Night');
});
