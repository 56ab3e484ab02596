/**
 * The background wave drawn off the page's main thread: the page hands its canvas over
 * (transferControlToOffscreen) and says when to run; the frames cost the page nothing.
 */
import { createWaveLoop, type WaveLoop, type WaveMessage } from './wave-loop.ts';

let loop: WaveLoop | undefined;

self.addEventListener('message', (event: MessageEvent<WaveMessage>) => {
  const message = event.data;
  if (message.type === 'canvas') loop = createWaveLoop(message.canvas);
  else if (message.type === 'size') loop?.resize(message.width, message.height);
  else if (message.type === 'start') loop?.start(message.fps);
  else loop?.stop(message.clear);
});
