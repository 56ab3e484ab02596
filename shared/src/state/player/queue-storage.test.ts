import { beforeEach, expect, it } from 'vitest';
import { storedQueue, storeQueue } from './queue-storage.ts';

const a = { id: 'a', title: 'A', filePath: 'a.flac' };
const b = { id: 'b', title: 'B', filePath: 'b.wav', codec: 'pcm' };

beforeEach(() => localStorage.clear());

it('remembers the queue, its place and the second, and forgets it when told', () => {
  expect(storedQueue()).toBeNull();
  storeQueue({ tracks: [a, b], index: 1, position: 12.5 });
  expect(storedQueue()).toEqual({ tracks: [a, b], index: 1, position: 12.5 });
  storeQueue(null);
  expect(storedQueue()).toBeNull();
});

it('treats anything else in storage as no queue', () => {
  for (const raw of [
    'not json',
    '{}',
    JSON.stringify({ tracks: [a], index: 1, position: 0 }),
    JSON.stringify({ tracks: [{ id: 1 }], index: 0, position: 0 }),
    JSON.stringify({ tracks: [a], index: -1, position: 0 }),
  ]) {
    localStorage.setItem('hifi-player-queue', raw);
    expect(storedQueue()).toBeNull();
  }
  localStorage.setItem('hifi-player-queue', JSON.stringify({ tracks: [a], index: 0, position: -3 }));
  expect(storedQueue()?.position).toBe(0);
});
