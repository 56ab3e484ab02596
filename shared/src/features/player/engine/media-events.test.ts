import { expect, it } from 'vitest';
import type { EngineEvent } from '../../../state/player/player-machine.ts';
import { listenToMedia } from './media-events.ts';

function listen() {
  const media = document.createElement('audio');
  const reported: EngineEvent['type'][] = [];
  listenToMedia(media, (event) => reported.push(event.type), new AbortController().signal);
  return { media, reported };
}

it('reports a pause the element is still in', () => {
  const { media, reported } = listen();
  Object.defineProperty(media, 'paused', { value: true });
  media.dispatchEvent(new Event('pause'));
  expect(reported).toEqual(['engine/paused']);
});

it('drops a queued pause when play() ran before it was dispatched (Space pressed twice quickly)', () => {
  const { media, reported } = listen();
  Object.defineProperty(media, 'paused', { value: false });
  media.dispatchEvent(new Event('pause'));
  expect(reported).toEqual([]);
});
