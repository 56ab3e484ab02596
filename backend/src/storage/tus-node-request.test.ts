import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { nodeBodyOf, unreadBodyOf, webStreamOf } from './tus-node-request.ts';

const MiB = 1024 * 1024;
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** Serves one request with handle, sends body to it, and resolves with handle's result. */
async function oneRequest<T>(body: Buffer, handle: (req: IncomingMessage) => Promise<T>) {
  let result!: Promise<T>;
  server = createServer((req, res) => {
    result = handle(req);
    result.then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    const req = request({ port, method: 'PATCH', headers: { 'content-length': body.length } }, (res) =>
      res.resume().on('end', resolve),
    );
    req.on('error', reject);
    req.end(body);
  });
  return result;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('hands over every byte of the body, in order', async () => {
  const body = randomBytes(8 * MiB + 123);
  const received = await oneRequest(body, async (req) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of webStreamOf(req)) chunks.push(chunk);
    return Buffer.concat(chunks);
  });
  expect(received.length).toBe(body.length);
  expect(sha256(received)).toBe(sha256(body));
});

it('holds the sender back while the reader is behind, instead of buffering the body', async () => {
  const body = randomBytes(64 * MiB);
  const readWhileStalled = await oneRequest(body, async (req) => {
    const reader = webStreamOf(req).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stalled = req.socket.bytesRead;
    while (!(await reader.read()).done);
    return stalled;
  });
  // A stream that did not pause its source would have taken the whole 64 MiB by now.
  expect(readWhileStalled).toBeLessThan(16 * MiB);
});

it('hands the Node request over, once, while nothing has read the body', async () => {
  const body = randomBytes(3 * MiB + 5);
  const received = await oneRequest(body, async (req) => {
    const stream = unreadBodyOf(req);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const source = nodeBodyOf(stream);
    expect(source).toBe(req);
    expect(nodeBodyOf(stream)).toBeUndefined();
    // Nothing was taken from it meanwhile: every byte is still to be read there.
    const chunks: Buffer[] = [];
    for await (const chunk of source as IncomingMessage) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(sha256(received)).toBe(sha256(body));
});

it('reads as a web stream when read as one, and is then no longer handed over', async () => {
  const body = randomBytes(5 * MiB + 7);
  const received = await oneRequest(body, async (req) => {
    const stream = unreadBodyOf(req);
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk);
      expect(nodeBodyOf(stream)).toBeUndefined();
    }
    return Buffer.concat(chunks);
  });
  expect(sha256(received)).toBe(sha256(body));
  expect(nodeBodyOf(null)).toBeUndefined();
});
