// The storage benchmark's upload ceiling: a server that reads the request body and keeps
// nothing, answering 204. Usage: node discarding-server.mjs <port>; prints "ready" once listening.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);

createServer((req, res) => {
  req.resume().on('end', () => res.writeHead(204).end());
}).listen(port, '127.0.0.1', () => console.log('ready'));
