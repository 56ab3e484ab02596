import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../../db/database.ts';
import type { JwtClaims } from '../../db/with-role.ts';
import { JwtError, verifyJwt } from '../../keys/jwt.ts';
import { AuthError } from '../http/auth-error.ts';
import { findUserById, type UserRow } from '../users/users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearer(req: IncomingMessage): string {
  const header = req.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  }
  return header.slice(7).trim();
}

/** Verifies the request's bearer token (HS256 only; expired, tampered or unsigned tokens are a 401). */
export async function verifiedClaims(req: IncomingMessage, jwtSecret: string): Promise<JwtClaims> {
  try {
    return await verifyJwt(jwtSecret, bearer(req));
  } catch (error) {
    if (error instanceof JwtError) {
      const reason = error.code === 'expired' ? 'token is expired' : 'unable to parse or verify signature';
      throw new AuthError(401, 'bad_jwt', `invalid JWT: ${reason}`);
    }
    throw error;
  }
}

export interface SignedIn {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string;
  aal: string;
}

/** The signed-in user behind a request: a valid user token whose session still exists. */
export async function requireUser(req: IncomingMessage, jwtSecret: string, db: Queryable): Promise<SignedIn> {
  const claims = await verifiedClaims(req, jwtSecret);
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const sessionId =
    typeof claims.session_id === 'string' && UUID.test(claims.session_id) ? claims.session_id : '';
  const session = sessionId
    ? (
        await db.query<{ aal: string; user_id: string }>(
          `select aal, user_id from auth.sessions where id = $1`,
          [sessionId],
        )
      ).rows[0]
    : undefined;
  if (!session || session.user_id !== claims.sub) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId, aal: session.aal };
}

export async function requireServiceRole(req: IncomingMessage, jwtSecret: string) {
  const claims = await verifiedClaims(req, jwtSecret);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}
