/**
 * Supabase's gateway passes /storage/v1 through to Storage, which authenticates every request by
 * its JWT: the Authorization bearer, else the apikey (header, or ?apikey= as browsers' media
 * elements cannot send headers). Without any it answers 400 'Invalid Compact JWS'; with one
 * this project did not sign, 401. Public-bucket and signed-URL reads carry their own authority and need none.
 */
import type { IncomingMessage } from 'node:http';
import { bearerToken, type StackContext } from '../http/context.ts';
import { verifyJwt } from '../keys/jwt.ts';
import { storageError } from './object-names.ts';

export async function requireApiKey(ctx: StackContext, req: IncomingMessage, url: URL) {
  const header = req.headers.apikey;
  const key = (typeof header === 'string' && header) || url.searchParams.get('apikey') || bearerToken(req);
  // Storage's answer when it finds no JWT to verify (jose's message for an empty token).
  if (!key) throw storageError(400, 'InvalidJWT', 'Invalid Compact JWS');
  // Any key this project signed (supabase-js clients made with a member's token send that).
  const valid = await verifyJwt(ctx.keys.jwtSecret, key).then(
    () => true,
    () => false,
  );
  if (!valid) throw storageError(401, 'Unauthorized', 'Invalid API key');
}
