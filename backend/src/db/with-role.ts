import type { Database, Queryable, TransactionSettings } from './database.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: DbRole;
  sub?: string;
  [claim: string]: unknown;
}

/**
 * Runs fn in a transaction as the JWT's role with request.jwt.claims set, as PostgREST does,
 * so row level security decides what the request may see and change.
 */
export function withRole<T>(db: Database, claims: JwtClaims, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(fn, roleSettings(claims));
}

/** The settings PostgREST gives a request's transaction for its JWT: its claims and its role. */
export function roleSettings(claims: JwtClaims): TransactionSettings {
  return [
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.sub', claims.sub ?? ''],
    ['role', claims.role],
  ];
}
