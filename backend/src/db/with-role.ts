import type { Database, Queryable } from './database.ts';

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
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('role', $3, true)`,
      [JSON.stringify(claims), claims.sub ?? '', claims.role],
    );
    return fn(tx);
  });
}
