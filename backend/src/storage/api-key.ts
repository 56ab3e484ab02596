/**
 * Supabase's gateway answers a request to /storage/v1 without the project's apikey (header, or
 * ?apikey= as browsers' media elements cannot send headers) with a 401 before Storage sees it;
 * the local stack does the same, so a client that forgets the key fails here as it would there.
 * Public-bucket and signed-URL reads carry their own authority and need none.
 */
import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../http/context.ts';
import { verifyJwt } from '../keys/jwt.ts';
import { storageError } from './object-names.ts';

export async function requireApiKey(ctx: StackContext, req: IncomingMessage, url: URL) {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' && header) || url.searchParams.get('apikey');
  if (!key) throw storageError(401, 'Unauthorized', 'No API key found in request');
  // Any key this project signed (supabase-js clients made with a member's token send that).
  const valid = await verifyJwt(ctx.keys.jwtSecret, key).then(
    () => true,
    () => false,
  );
  if (!valid) throw storageError(401, 'Unauthorized', 'Invalid API key');
}
