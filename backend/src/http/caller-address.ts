import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The caller's IP address. X-Forwarded-For only reaches the parts with TRUST_PROXY set
 * (server.ts drops it otherwise); then its last entry is the one the proxy added, the earlier
 * ones are whatever the client sent. Anything that is not an address falls back to the socket's.
 */
export function callerAddress(req: IncomingMessage): string {
  const strip = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);
  const socket = strip(req.socket.remoteAddress ?? '127.0.0.1');
  const forwarded = req.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return last && isIP(strip(last)) ? strip(last) : socket;
}
