import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createUppy } from './create-uppy.ts';
import { PROGRESS_INTERVAL_MS } from './progress-store.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

// No upload is started here: the endpoint is never reached.
function uppyWithFile() {
  const uppy = createUppy({ endpoint: 'http://127.0.0.1:9/tus', headers: async () => ({}) });
  const id = uppy.addFile({ name: 'a.flac', type: 'audio/flac', data: new Blob([new Uint8Array(1000)]) });
  uppy.emit('upload-start', [uppy.getFile(id)]);
  const announced: number[] = [];
  uppy.store.subscribe(() => announced.push(uppy.getFile(id).progress.bytesUploaded || 0));
  const progress = (bytesUploaded: number) =>
    uppy.emit('upload-progress', uppy.getFile(id), { uploadStarted: 1, bytesUploaded, bytesTotal: 1000 });
  return { uppy, id, announced, progress };
}

it('announces byte progress at most every interval, always the latest, while the state is current at once', () => {
  const { uppy, id, announced, progress } = uppyWithFile();
  vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
  progress(100);
  progress(200);
  progress(300);
  // Uppy reads its state back at once; the listeners heard the first write only.
  expect(uppy.getFile(id).progress.bytesUploaded).toBe(300);
  expect(announced).toEqual([100]);
  vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
  expect(announced.at(-1)).toBe(300);
  const count = announced.length;
  vi.advanceTimersByTime(10 * PROGRESS_INTERVAL_MS);
  expect(announced).toHaveLength(count);
});

it('announces a pause, an error and the finish at once, with the bytes held back before them', () => {
  const { uppy, id, announced, progress } = uppyWithFile();
  progress(100);
  progress(400);
  uppy.pauseResume(id);
  expect(uppy.getFile(id).isPaused).toBe(true);
  expect(announced.at(-1)).toBe(400);

  progress(500);
  progress(600);
  uppy.emit('upload-error', uppy.getFile(id), new Error('refused'), { status: 422, body: undefined });
  expect(announced.at(-1)).toBe(600);

  progress(900);
  uppy.emit('upload-success', uppy.getFile(id), { status: 204, body: undefined, uploadURL: 'x' });
  expect(uppy.getFile(id).progress.uploadComplete).toBe(true);
  expect(announced.at(-1)).toBe(1000);
});
