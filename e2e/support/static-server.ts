/** A remote's own static server (a CDN stand-in) that a test can stop and start again on the same port. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.mjs': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export class StaticServer {
  private server: Server | undefined;
  port = 0;

  /** `fallback` (a file under root) answers paths that name no file, as a single-page app host does. */
  constructor(
    private readonly root: string,
    private readonly fallback?: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = createServer(async (req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      let file = join(this.root, path);
      let info = await stat(file).catch(() => undefined);
      if (this.fallback && !info?.isFile() && !extname(path)) {
        file = join(this.root, this.fallback);
        info = await stat(file).catch(() => undefined);
      }
      if (!file.startsWith(this.root) || !info?.isFile()) {
        res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
        return;
      }
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
