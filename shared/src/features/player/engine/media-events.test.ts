import { expect, it } from 'vitest';
import type { EngineEvent } from '../../../state/player/player-machine.ts';
import { listenToMedia, pauseMedia } from './media-events.ts';

function listen() {
  const media = document.createElement('audio');
  const reported: EngineEvent[] = [];
  listenToMedia(media, (event) => reported.push(event), new AbortController().signal);
  return { media, reported };
}

it('reports a pause the element is still in', () => {
  const { media, reported } = listen();
  Object.defineProperty(media, 'paused', { value: true });
  media.dispatchEvent(new Event('pause'));
  expect(reported).toEqual([{ type: 'engine/paused', requested: false }]);
});

it('marks the pause the engine asked for, so a play pressed before its event arrives stands', () => {
  const { media, reported } = listen();
  let paused = false;
  Object.defineProperty(media, 'paused', { get: () => paused });
  media.pause = () => {
    paused = true;
  };
  pauseMedia(media);
  media.dispatchEvent(new Event('pause'));
  media.dispatchEvent(new Event('pause'));
  expect(reported).toEqual([
    { type: 'engine/paused', requested: true },
    { type: 'engine/paused', requested: false },
  ]);
});

it('drops a queued pause when play() ran before it was dispatched (Space pressed twice quickly)', () => {
  const { media, reported } = listen();
  Object.defineProperty(media, 'paused', { value: false });
  media.dispatchEvent(new Event('pause'));
  expect(reported).toEqual([]);
});
