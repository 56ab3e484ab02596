import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../db/with-role.ts';
import { callerAddress } from '../http/caller-address.ts';
import { PgrstError } from './errors.ts';
import type { SelectItem } from './parse/select.ts';

/**
 * What one API request may ask of the database. PostgreSQL ends a runaway statement with
 * statement_timeout (as Supabase sets per role); PGlite is one WASM thread that nothing can
 * interrupt, so there no request may even start work that could hold the one connection for long:
 * bounded writes, bounded embeds, and a plan cost ceiling (Supabase's pg_plan_filter idea).
 */
export const LIMITS = {
  /** rows in one insert/upsert body */
  writeRows: 1000,
  /** nested embeds: audio_files → comments → profiles is 2 */
  embedDepth: 3,
  /** embedded relations in one request, all levels together */
  embedCount: 12,
  /** rows a read returns at the top level when it asks for more (PostgREST's db-max-rows, 1000 on Supabase) */
  maxRows: 1000,
  /** bytes of one JSON answer */
  responseBytes: 16 * 1024 * 1024,
  /**
   * planner cost a PGlite statement may have (pg_plan_filter's statement_cost_limit): measured
   * here at roughly 10 ms per 1 000, so about half a second of the one connection at most; REST_PLAN_COST_LIMIT changes it
   */
  planCost: Number(process.env.REST_PLAN_COST_LIMIT ?? 50_000),
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

export function limitError(what: string, limit: number, got: number | string): PgrstError {
  return new PgrstError(
    413,
    'PGRST413',
    `Request exceeds the ${what} limit (${limit})`,
    `the request asked for ${got}`,
    'Split the request into smaller ones',
  );
}

export function checkWriteRows(rows: number) {
  if (rows > LIMITS.writeRows) throw limitError('rows per write', LIMITS.writeRows, rows);
}

export function checkEmbeds(select: SelectItem[]) {
  let count = 0;
  const walk = (items: SelectItem[], depth: number) => {
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      if (depth > LIMITS.embedDepth) throw limitError('embed depth', LIMITS.embedDepth, depth);
      count++;
      if (count > LIMITS.embedCount)
        throw limitError('embedded relations', LIMITS.embedCount, `more than ${count - 1}`);
      walk(item.select, depth + 1);
    }
  };
  walk(select, 1);
}

export function checkResponseSize(body: string | undefined) {
  if (body !== undefined && body.length > LIMITS.responseBytes) {
    throw limitError('response size in bytes', LIMITS.responseBytes, body.length);
  }
}

/** The total cost of an `explain (format json)` answer. */
export function planCost(plan: unknown): number | undefined {
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const cost = (parsed as Array<{ Plan?: { 'Total Cost'?: number } }> | undefined)?.[0]?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : undefined;
}

export function checkPlanCost(cost: number | undefined) {
  if (cost !== undefined && LIMITS.planCost > 0 && cost > LIMITS.planCost) {
    throw limitError('statement cost', LIMITS.planCost, Math.round(cost));
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
