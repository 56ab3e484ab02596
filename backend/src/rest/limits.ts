import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../db/with-role.ts';
import { callerAddress } from '../http/caller-address.ts';
import { PgrstError } from './errors.ts';

/**
 * What one API request may ask of the database, in Supabase's shape: statement_timeout per role
 * (anon 3 s, authenticated 8 s, as hosted Supabase sets them), PostgREST's db-max-rows (1000) and
 * a request body limit. On PostgreSQL that is all: a runaway statement is cancelled. PGlite is one
 * WASM thread that nothing can interrupt, so there a statement that could not finish within its
 * role's timeout is refused before it starts, with the answer the cancellation would have given
 * (57014): a plan whose cost is above the ceiling, a write of more rows than fit in the time.
 */
export const LIMITS = {
  /** rows a read returns at the top level when it asks for more (PostgREST's db-max-rows, 1000 on Supabase) */
  maxRows: 1000,
  /** bytes of one JSON request body (the gateway's request size limit) */
  requestBytes: 50 * 1024 * 1024,
  /** bytes of one JSON answer */
  responseBytes: 16 * 1024 * 1024,
  /**
   * PGlite only: the planner cost a statement may have (pg_plan_filter's statement_cost_limit),
   * measured here at roughly 10 ms per 1 000, so about half a second of the one connection at
   * most; REST_PLAN_COST_LIMIT changes it
   */
  pglitePlanCost: Number(process.env.REST_PLAN_COST_LIMIT ?? 50_000),
  /** PGlite only: rows in one insert/upsert body, about a second of the one connection */
  pgliteWriteRows: 1000,
};

/** Supabase's per-role defaults, so a runaway query ends instead of holding a connection. */
export const STATEMENT_TIMEOUT_MS: Record<JwtClaims['role'], number> = {
  anon: 3000,
  authenticated: 8000,
  service_role: 0,
};

/** As set_config('statement_timeout', …) takes it; 0 is no limit. */
export const statementTimeout = (role: JwtClaims['role']) => `${STATEMENT_TIMEOUT_MS[role]}ms`;

/**
 * PGlite cannot interrupt a statement (its timer would need the event loop the WASM call holds),
 * so there the limit is checked when the work returns: past it, the request fails exactly as
 * PostgreSQL's cancel would (57014, rolled back, HTTP 500 as PostgREST answers it). The connection
 * was held meanwhile; the plan cost ceiling above is what keeps that short.
 */
export function checkElapsed(role: JwtClaims['role'], ms: number) {
  const limit = STATEMENT_TIMEOUT_MS[role];
  if (limit > 0 && ms > limit) {
    throw new PgrstError(500, '57014', 'canceling statement due to statement timeout');
  }
}

export const limited = (claims: JwtClaims) => claims.role !== 'service_role';

/** What PostgreSQL answers when statement_timeout ends a statement, as PostgREST passes it on. */
export function statementTimeoutError(why: string): PgrstError {
  return new PgrstError(500, '57014', 'canceling statement due to statement timeout', why);
}

/** PGlite: a write this large would hold the one connection past its role's statement_timeout. */
export function checkPgliteWriteRows(rows: number) {
  if (rows > LIMITS.pgliteWriteRows) {
    throw statementTimeoutError(
      `refused before it started: PGlite cannot cancel a statement, and ${rows} rows in one write (more than ${LIMITS.pgliteWriteRows}) would run past the role's statement_timeout`,
    );
  }
}

export function checkResponseSize(body: string | undefined) {
  if (body !== undefined && body.length > LIMITS.responseBytes) {
    throw new PgrstError(
      413,
      'PGRST413',
      `Request exceeds the response size in bytes limit (${LIMITS.responseBytes})`,
      `the request asked for ${body.length}`,
      'Split the request into smaller ones',
    );
  }
}

/** The total cost of an `explain (format json)` answer. */
export function planCost(plan: unknown): number | undefined {
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const cost = (parsed as Array<{ Plan?: { 'Total Cost'?: number } }> | undefined)?.[0]?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : undefined;
}

/** PGlite: a statement the planner sees is too costly to finish within its role's statement_timeout. */
export function checkPlanCost(cost: number | undefined) {
  if (cost !== undefined && LIMITS.pglitePlanCost > 0 && cost > LIMITS.pglitePlanCost) {
    throw statementTimeoutError(
      `refused before it started: PGlite cannot cancel a statement, and its planner cost ${Math.round(cost)} (above ${LIMITS.pglitePlanCost}) would run past the role's statement_timeout`,
    );
  }
}
/**
 * request.headers as PostgREST sets it, with the caller's address in x-forwarded-for: the
 * socket's, unless a proxy in front of the stack wrote it (the header only arrives here with
 * TRUST_PROXY set; http/server.ts drops it otherwise).
 */
export function requestHeadersJson(req: IncomingMessage): string {
  return JSON.stringify({
    'x-forwarded-for': callerAddress(req),
    'user-agent': req.headers['user-agent'] ?? '',
  });
}
