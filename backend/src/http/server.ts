import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Mount } from './context.ts';
import { handleCors } from './cors.ts';
import { HttpError, sendJson } from './respond.ts';

/**
 * One HTTP server for the whole stack: the first mount whose prefix matches handles the request.
 * Without trustProxy (TRUST_PROXY) the X-Forwarded-* and Forwarded headers are removed before any
 * part sees them: anyone can send them, and a URL built from them would point wherever they say.
 */
export function createStackServer(mounts: Mount[], options: { trustProxy?: boolean } = {}): Server {
  const server = createServer(async (req, res) => {
    if (!options.trustProxy) dropForwardingHeaders(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      // The port opens before the parts have mounted. A request arriving in that moment waits
      // for them: a tus client resuming across a restart treats any non-2xx answer to its HEAD
      // (404, 503 alike) as a lost upload and starts over from byte 0.
      for (let waited = 0; mounts.length === 0 && waited < 30_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (mounts.length === 0) {
        return sendJson(res, 503, { message: 'the stack is starting' }, { 'retry-after': '1' });
      }
      const mount = mounts.find(
        (m) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`) || m.prefix === '',
      );
      if (mount && mount.prefix !== '' && handleCors(req, res)) return;
      if (!mount) return sendJson(res, 404, { message: `no route for ${url.pathname}` });
      await mount.handler(req, res, url.pathname.slice(mount.prefix.length), url);
    } catch (error) {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      if (error instanceof HttpError) {
        return sendJson(res, error.status, error.body ?? { message: error.message });
      }
      console.error(`[stack] ${req.method} ${url.pathname}:`, error);
      sendJson(res, 500, { message: 'internal server error' });
    }
  });
  // An idle keep-alive connection is closed by the client first: Node's own agent (supabase-js,
  // tus-js-client) drops one after 5 s, and Node's server default closes it at 5 s plus a 1 s
  // margin, which a loaded event loop can eat: a request sent as the server closed its end fails
  // with ECONNRESET (most likely what failed a tus upload's creation in one CI run).
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
  return server;
}

/** How long the stack keeps an idle keep-alive connection: longer than any client (as proxies do). */
export const IDLE_CONNECTION_MS = 65_000;

const forwarding = /^(x-forwarded-.+|forwarded)$/i;

function dropForwardingHeaders(req: IncomingMessage) {
  for (const name of Object.keys(req.headers)) if (forwarding.test(name)) delete req.headers[name];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (forwarding.test(raw[i] as string)) raw.splice(i, 2);
}
