// The storage benchmark's bare Node Range server: every GET answers the asked `bytes=a-b` range
// of one file with a 206, streamed without sendfile (what Node itself reaches).
// Usage: node range-server.mjs <port> <file>; prints "ready" once listening.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';

const port = Number(process.argv[2]);
const file = process.argv[3];

createServer(async (req, res) => {
  const [, start, end] = /bytes=(\d+)-(\d+)/.exec(req.headers.range).map(Number);
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  res.writeHead(206, { 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}` });
  await pipeline(createReadStream('', { fd: handle, start, end, highWaterMark: 1 << 20 }), res);
}).listen(port, '127.0.0.1', () => console.log('ready'));
