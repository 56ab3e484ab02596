import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

/** Sends a GET on the socket and resolves to the status line of its answer. */
function ask(socket: ReturnType<typeof connect>, host: string) {
  return new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
    socket.once('error', reject);
    socket.write(`GET /config.json HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  });
}

it('keeps an idle keep-alive connection open well past a Node client’s 5 s, so the client closes it first', async () => {
  const { hostname, port } = new URL(stack.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let closed = false;
  socket.once('close', () => {
    closed = true;
  });
  expect(await ask(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 200 OK');
  // Node's server default (5 s, plus its 1 s margin) would have closed it by now.
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect(closed).toBe(false);
  expect(await ask(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 200 OK');
  socket.destroy();
}, 20_000);
