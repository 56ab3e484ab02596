/**
 * A large request body read straight off its socket into one reused buffer, as nginx reads one:
 * reads of up to 1 MiB, nothing allocated per read.
 *
 * Written by hand because Node offers it only for client sockets (net.Socket's `onread`): its
 * HTTP server hands a body over in a new Buffer per socket read (at most 64 KiB), and at upload
 * speeds that allocation makes V8 run a full mark-compact about every 30 MiB; with the work per
 * chunk it held a 2 GiB tus PATCH to about half of nginx's PUT (bench/storage.ts). This applies
 * `onread`'s own mechanism (the stream handle's user buffer and the socket's read callback) to a
 * server socket once the request's headers are parsed and checked.
 *
 * The HTTP parser is taken off the socket for the rest of the body and not put back in step, so
 * the connection closes after the response (Connection: close). Hence only bodies of
 * TAKEOVER_MIN_BYTES or more, beside which a new connection costs nothing; any other request
 * (smaller, chunked, over TLS) is read as a stream as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const TAKEOVER_MIN_BYTES = 16 * 1024 * 1024;
const READ_BUFFER_BYTES = 1024 * 1024;

/** How a body read ended: all of it came, the client went, `signal` aborted, or `take` threw. */
export type BodyEnd = 'end' | 'gone' | 'aborted' | 'failed';

interface StreamHandle {
  useUserBuffer(buffer: Uint8Array): void;
  readStart(): number;
  readStop(): number;
  reading: boolean;
}

/** The parts of Node's server socket this reads (lib/_http_server.js, lib/net.js). */
interface ServerSocket extends Socket {
  parser?: { _consumed?: boolean; unconsume(): void } | null;
  _handle?: Partial<StreamHandle> | null;
  _httpMessage?: ServerResponse | null;
}

const symbolOf = (socket: Socket, description: string) =>
  Object.getOwnPropertySymbols(socket).find((symbol) => symbol.description === description);

/** What a takeover of req's socket needs, if Node and the request allow one. */
function takeoverParts(req: IncomingMessage) {
  const socket = req.socket as ServerSocket;
  const handle = socket._handle;
  const bufferKey = symbolOf(socket, 'kBuffer');
  const callbackKey = symbolOf(socket, 'kBufferCb');
  const response = socket._httpMessage;
  if (
    !(Number(req.headers['content-length']) >= TAKEOVER_MIN_BYTES) ||
    req.headers['transfer-encoding'] !== undefined ||
    !socket.parser?._consumed ||
    typeof handle?.useUserBuffer !== 'function' ||
    !bufferKey ||
    !callbackKey ||
    !response ||
    response.headersSent ||
    req.readableDidRead ||
    socket.destroyed
  )
    return undefined;
  return { socket, stream: handle as StreamHandle, bufferKey, callbackKey, response };
}

/**
 * Reads the rest of req's body (its Content-Length) from its socket, handing each read to
 * `take`: a view into a buffer that is reused once take returns, so take must be done with it
 * (a synchronous write). Undefined when req can't be read this way: read it as a stream then.
 * Call it before anything reads req; bytes the parser already took are handed over first.
 */
export function readBodyFromSocket(
  req: IncomingMessage,
  take: (bytes: Buffer) => void,
  signal: AbortSignal,
): Promise<BodyEnd> | undefined {
  const parts = takeoverParts(req);
  if (!parts) return undefined;
  const { socket, stream, bufferKey, callbackKey, response } = parts;
  const length = Number(req.headers['content-length']);

  return new Promise<BodyEnd>((resolve) => {
    let received = 0;
    let done = false;
    const stop = (why: BodyEnd) => {
      if (done) return;
      done = true;
      if (!socket.destroyed) {
        stream.readStop();
        stream.reading = false;
      }
      socket.off('close', gone);
      signal.removeEventListener('abort', aborted);
      resolve(why);
    };
    const gone = () => stop('gone');
    const aborted = () => stop('aborted');
    /** Hands bytes over; false once the body is all here or reading has to stop. */
    const accept = (bytes: Buffer) => {
      const wanted = bytes.subarray(0, length - received);
      try {
        take(wanted);
      } catch {
        stop('failed');
        return false;
      }
      received += wanted.length;
      if (received < length) return true;
      stop('end');
      return false;
    };

    signal.addEventListener('abort', aborted, { once: true });
    socket.once('close', gone);
    // Never from inside the parser's own read (a handler's first tick), which goes on reading after.
    setImmediate(takeOver);
    function takeOver() {
      if (done) return;
      // The parser stops reading the socket; what it already parsed of the body waits in req.
      socket.parser?.unconsume();
      if (socket.parser) socket.parser._consumed = false;
      // Its next request can't be parsed: the connection ends with this response.
      response.shouldKeepAlive = false;
      let parsed = req.read() as Buffer | null;
      while (parsed !== null && accept(parsed)) parsed = req.read() as Buffer | null;
      if (done) return;
      if (signal.aborted) return stop('aborted');

      const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      Object.assign(socket, {
        [bufferKey]: buffer,
        // Called by Node with each read; false stops reading. Once done, nothing more is taken: a
        // later resume of the socket (the answer dumping req) reads into this buffer and stops.
        [callbackKey]: (bytes: number) => !done && accept(buffer.subarray(0, bytes)),
      });
      stream.useUserBuffer(buffer);
      // The socket may be paused (req's buffer was full) or reading into the parser's buffer.
      stream.readStop();
      stream.reading = true;
      stream.readStart();
    }
  });
}
