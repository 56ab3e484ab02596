import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JwtClaims } from '../db/with-role.ts';
import { type Keys, verifyJwt } from '../keys/jwt.ts';

/** What every part of the stack (rest, auth, storage, functions, site) is built from. */
export interface StackContext {
  config: StackConfig & { siteUrl: string };
  db: Database;
  keys: Keys;
  /** this stack over loopback (http://127.0.0.1:port): how its functions reach its API */
  internalUrl: string;
}

/** Handles a request under a mount; path is what follows the mount's prefix ('' or '/…'). */
export type Handler = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;

export interface Mount {
  prefix: string;
  handler: Handler;
  close?: () => Promise<void>;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' && apikey ? apikey : undefined;
}

/**
 * The request's role and claims, as PostgREST decides them: the Bearer token, else the apikey,
 * else anon. A token that is present but invalid throws JwtError (callers answer 401).
 */
export async function requestClaims(ctx: StackContext, req: IncomingMessage): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) return { role: 'anon' };
  return verifyJwt(ctx.keys.jwtSecret, token);
}
