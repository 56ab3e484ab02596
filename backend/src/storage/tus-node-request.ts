/**
 * The request @tus/server 2 is handed, minus one copy of every uploaded byte. Its own handle()
 * wraps a Node request in srvx's NodeRequest, whose body is Readable.toWeb(req); Node copies
 * each chunk there to detach it from Buffer's shared pool. Body chunks of an incoming request
 * never come from that pool (each socket read is its own allocation), and a default
 * ReadableStream does not transfer what it is given, so handing them over as they are is safe.
 * Measured on a 1 GiB PATCH (bench/storage.ts): 1.02 s with the copies, 0.69 s without.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeRequest } from 'srvx/node';

/**
 * A pull-based web stream over a Node readable, as Readable.toWeb makes it but without the
 * copy: pauses the source while the consumer is behind, destroys it when cancelled.
 */
export function webStreamOf(source: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source.on('data', (chunk: Buffer) => {
          if (cancelled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        });
        source.once('end', () => {
          if (!cancelled) controller.close();
        });
        source.once('error', (error) => controller.error(error));
        source.pause();
      },
      pull() {
        source.resume();
      },
      cancel(reason) {
        cancelled = true;
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new CountQueuingStrategy({ highWaterMark: 16 }),
  );
}

/** srvx's NodeRequest for req, with the body above instead of Readable.toWeb(req). */
export function tusRequestOf(req: IncomingMessage, res: ServerResponse) {
  const request = new NodeRequest({ req, res });
  let body: ReadableStream<Uint8Array> | null | undefined;
  Object.defineProperty(request, 'body', {
    get() {
      body ??= req.method === 'GET' || req.method === 'HEAD' ? null : webStreamOf(req);
      return body;
    },
  });
  return request;
}
