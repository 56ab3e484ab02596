import { createUppy } from '@hifi/shared/upload-engine';
import { beforeEach, expect, it } from 'vitest';
import { loadDrafts } from '../draft/upload-draft.ts';
import { type TagReader, UploadSession } from './upload-session.ts';

beforeEach(() => localStorage.clear());

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const flac = (name: string) =>
  new File([bytes('fLaC', [0, 0, 0, 34], new Array(40).fill(1))], name, { lastModified: 1 });
const mp3 = (name: string) =>
  new File([bytes([0xff, 0xfb, 0x90, 0x64], new Array(40).fill(0))], name, { lastModified: 1 });

// No upload is started here: the endpoint is never reached.
const session = (readTags?: TagReader) =>
  new UploadSession(
    createUppy({ endpoint: 'http://127.0.0.1:9/tus', headers: async () => ({}) }),
    readTags ? { readTags } : {},
  );

/** Adds files as the Dashboard does and waits for the screening to settle. */
async function drop(s: UploadSession, files: File[]) {
  s.uppy.addFiles(files.map((data) => ({ name: data.name, type: data.type, data, source: 'Dashboard' })));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

it('lets the lossless files into the batch, each with a draft, and lists the rest with their reasons', async () => {
  const s = session();
  await drop(s, [
    flac('Night Drive.flac'),
    mp3('renamed.flac'),
    new File([], 'empty.wav'),
    flac('notes.txt'),
  ]);
  expect(s.uppy.getFiles().map((f) => [f.name, f.meta.contentType, f.meta.objectName])).toEqual([
    ['Night Drive.flac', 'audio/flac', expect.stringMatching(/^[0-9a-f-]{36}\.flac$/)],
  ]);
  expect(s.getSnapshot().drafts).toMatchObject([{ fileName: 'Night Drive.flac', title: 'Night Drive' }]);
  expect(s.getSnapshot().refused.map((r) => [r.name, r.message])).toEqual([
    ['empty.wav', 'This file is empty (0 bytes)'],
    [
      'notes.txt',
      'Unsupported audio format. Please use WAV, FLAC, or M4A (ALAC) for lossless audio quality.',
    ],
    ['renamed.flac', 'File is not lossless audio: MP3 detected'],
  ]);
});

it('refuses the same file dropped again and a drop of more than 100 files', async () => {
  const s = session();
  await drop(s, [flac('a.flac')]);
  await drop(s, [flac('a.flac')]);
  expect(s.uppy.getFiles()).toHaveLength(1);
  expect(s.getSnapshot().refused.map((r) => r.message)).toEqual([
    "Cannot add the duplicate file 'a.flac', it already exists",
  ]);
  await drop(
    s,
    Array.from({ length: 101 }, (_, i) => flac(`${i}.flac`)),
  );
  expect(s.uppy.getFiles()).toHaveLength(1);
  expect(s.getSnapshot().notice).toBe(
    'You dropped 101 files; at most 100 can be added at once. Nothing was added.',
  );
});

it('applies one draft’s description and genres to all and keeps the drafts for the next visit', async () => {
  const s = session();
  await drop(s, [flac('one.flac'), flac('two.flac')]);
  const [one, two] = s.getSnapshot().drafts;
  s.updateDraft(one?.fileId ?? '', {
    description: 'Live at the hall',
    selectedGenres: ['jazz'],
    title: 'Opening',
  });
  s.applyToAll(one?.fileId ?? '', 'description');
  s.applyToAll(one?.fileId ?? '', 'selectedGenres');
  expect(s.getSnapshot().drafts).toMatchObject([
    { title: 'Opening', description: 'Live at the hall', selectedGenres: ['jazz'] },
    { title: 'two', description: 'Live at the hall', selectedGenres: ['jazz'] },
  ]);
  expect(loadDrafts()).toEqual(s.getSnapshot().drafts);

  // After a reload the same file picked again finds its draft and its stored object.
  const again = session();
  expect(again.getSnapshot().drafts.filter((d) => again.isInBatch(d))).toEqual([]);
  await drop(again, [flac('two.flac')]);
  expect(again.uppy.getFiles()[0]?.meta.objectName).toBe(two?.storageId);
  expect(again.getSnapshot().drafts.find((d) => again.isInBatch(d))).toMatchObject({
    description: 'Live at the hall',
  });

  s.uppy.removeFile(one?.fileId ?? '');
  expect(s.getSnapshot().drafts.map((d) => d.fileName)).toEqual(['two.flac']);
});

it('prefills the title and genres from the tags unless the member typed first', async () => {
  const s = session(async (_file, name) =>
    name === 'a.flac'
      ? { title: 'Tagged', selectedGenres: ['Ambient'], tags: { artist: 'Ann' } }
      : { title: 'Late' },
  );
  await drop(s, [flac('a.flac')]);
  expect(s.getSnapshot().drafts).toMatchObject([
    { title: 'Tagged', selectedGenres: ['Ambient'], tags: { artist: 'Ann' } },
  ]);
});

it('reports the batch for the header: files still sending, whole percent below 100, paused when all are', async () => {
  const s = session();
  expect(s.progress()).toBeNull();
  await drop(s, [flac('a.flac'), flac('b.flac'), flac('c.flac')]);
  const [a, b, c] = s.uppy.getFiles();
  const started = (id: string, sent: number, extra: object = {}) => {
    const file = s.uppy.getFile(id);
    s.uppy.setFileState(id, {
      ...extra,
      progress: { ...file.progress, uploadStarted: 1, bytesUploaded: sent, bytesTotal: file.size ?? 0 },
    });
  };
  started(a?.id ?? '', 48);
  started(b?.id ?? '', 24);
  started(c?.id ?? '', 48, { error: 'File is not lossless audio: not a recognised audio file' });
  expect(s.progress()).toEqual({ files: 2, percent: 75, paused: false });
  expect(s.isUploading()).toBe(true);
  started(b?.id ?? '', 48);
  expect(s.progress()).toEqual({ files: 2, percent: 99, paused: false });
  s.uppy.pauseAll();
  expect(s.progress()).toMatchObject({ paused: true });
  expect(s.isUploading()).toBe(false);
});

it('refuses a cover that is not an image or is over 10 MB, by its bytes, and keeps the placeholder', async () => {
  const s = session();
  await drop(s, [flac('a.flac')]);
  const id = s.uppy.getFiles()[0]?.id ?? '';
  await expect(
    s.addCoverImage(id, new File(['just text'], 'cover.png', { type: 'image/png' })),
  ).resolves.toBe('A cover must be a JPEG, PNG or WebP image');
  const huge = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(40 * 1000 * 1000)]);
  await expect(s.addCoverImage(id, huge)).resolves.toBe('A cover must be 10 MB or smaller');
  expect(s.getSnapshot().covers).toEqual({});
});

it("asks the server to verify each stored file, and shows a refusal on that file's row without publishing it", async () => {
  const asked: string[] = [];
  const uppy = createUppy({ endpoint: 'http://127.0.0.1:9/tus', headers: async () => ({}) });
  // The bytes "arrive" at once: only the step after the upload is under test.
  const tus = uppy.getPlugin('Tus');
  if (tus) uppy.removePlugin(tus);
  uppy.addUploader(async (ids) => {
    for (const id of ids) {
      const file = uppy.getFile(id);
      uppy.emit('upload-start', [file]);
      uppy.emit('upload-success', uppy.getFile(id), { status: 204, body: undefined, uploadURL: 'x' });
    }
  });
  const s = new UploadSession(uppy, {
    verify: async (objectName) => {
      asked.push(objectName);
      return objectName.endsWith('.wav') ? 'File is not lossless audio: MP3 detected' : null;
    },
  });
  const wav = new File(
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ', [16, 0, 0, 0, 1, 0], new Array(40).fill(1))],
    'b.wav',
    {
      lastModified: 1,
    },
  );
  await drop(s, [flac('a.flac'), wav]);
  const published: string[] = [];
  const result = await s.publish({
    userId: 'u',
    insert: async (draft) => {
      published.push(draft.fileName);
      return draft.fileName;
    },
  });
  expect(asked).toHaveLength(2);
  expect(published).toEqual(['a.flac']);
  expect(result.failed).toEqual(['File is not lossless audio: MP3 detected']);
  const [refused] = s.uppy.getFiles();
  expect(refused).toMatchObject({ name: 'b.wav', error: 'File is not lossless audio: MP3 detected' });
  expect(refused?.progress.percentage).toBeLessThan(100);
  expect(s.getSnapshot().drafts.map((d) => d.fileName)).toEqual(['b.wav']);
});
