/**
 * PostgREST's error body {code, details, hint, message} and its mapping from SQLSTATE to HTTP
 * status (postgrest/src/PostgREST/Error.hs), so supabase-js callers see what they would see
 * against a hosted project.
 */
/** What PostgREST lists in PGRST201's details: each relationship the embed could mean. */
export interface RelationshipChoice {
  cardinality: string;
  embedding: string;
  relationship: string;
}

export interface PgrstErrorBody {
  code: string;
  details: string | RelationshipChoice[] | null;
  hint: string | null;
  message: string;
}

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | RelationshipChoice[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new PgrstError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string) =>
  new PgrstError(400, '42703', `column ${table}.${column} does not exist`);

export const unknownTable = (schema: string, table: string) =>
  new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);

export const notSingle = (rows: number) =>
  new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** Prefer: max-affected=n, handling=strict, and more rows than n (the caller's transaction rolls back). */
export const tooManyAffected = (rows: number) =>
  new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

interface PgDriverError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** A database error as PostgREST reports it; anything else is rethrown (a real 500). */
export function fromDatabaseError(error: unknown, role: string): PgrstError {
  const e = error as PgDriverError;
  if (!e || typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) throw error;
  return new PgrstError(
    statusForSqlState(e.code, role),
    e.code,
    e.message ?? 'database error',
    e.detail ?? null,
    e.hint ?? null,
  );
}

export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  ) {
    // 57014 (statement timeout/cancel) is 500 in PostgREST as well.
    return 500;
  }
  return 400;
}
