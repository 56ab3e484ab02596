import { expect, it } from 'vitest';
import { currentTrack, initialPlayerState, playerReducer } from '../../state/player/player-machine.ts';
import { sampleTrack } from '../tracks/sample-tracks.ts';
import { queueFromList } from './queue-from-list.ts';

const list = ['a', 'b', 'c'].map((id) => sampleTrack({ id, title: `Track ${id}` }));

it('queues the whole list at the clicked track', () => {
  const queue = queueFromList(list, 'b');
  expect(queue?.index).toBe(1);
  expect(queue?.tracks.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  expect(queue?.tracks[1]?.title).toBe('Track b');
});

it('a track that is not in the list makes no queue (it plays alone)', () => {
  expect(queueFromList(list, 'zzz')).toBeUndefined();
  expect(queueFromList([], 'a')).toBeUndefined();
});

it('played with its queue, next and previous walk the list from the clicked track', () => {
  const b = list[1] as (typeof list)[number];
  const queue = queueFromList(list, 'b');
  const playing = playerReducer(initialPlayerState(), {
    type: 'play',
    track: queue?.tracks[1] ?? { id: b.id, title: b.title, filePath: b.file_path },
    queue,
  });
  expect(currentTrack(playerReducer(playing, { type: 'next' }))?.id).toBe('c');
  expect(currentTrack(playerReducer(playing, { type: 'previous' }))?.id).toBe('a');
});
