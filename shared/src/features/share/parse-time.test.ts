import { expect, it } from 'vitest';
import { downloadName } from '../tracks/download-original.tsx';
import { parseTime } from './share-dialog.tsx';

it('reads m:ss, h:mm:ss and plain seconds; anything else is not a time', () => {
  expect(parseTime('1:30')).toBe(90);
  expect(parseTime(' 0:05 ')).toBe(5);
  expect(parseTime('1:02:03')).toBe(3723);
  expect(parseTime('42')).toBe(42);
  for (const bad of ['', '1:60', '1:5', 'half a minute', '-1:00', '1.5'])
    expect(parseTime(bad)).toBeUndefined();
});

it('names a download after the title with the file’s extension, without path characters', () => {
  expect(downloadName({ title: 'AC/DC: "Live"?', file_path: 'u/abc.flac' })).toBe('AC DC Live.flac');
  expect(downloadName({ title: '///', file_path: 'abc.wav' })).toBe('track.wav');
});
