import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.ts';
import { type JwtClaims, roleSettings } from '../db/with-role.ts';
import { type Handler, requestClaims, type StackContext } from '../http/context.ts';
import { HttpError, readJson } from '../http/respond.ts';
import { JwtError } from '../keys/jwt.ts';
import { fromDatabaseError, PgrstError, unknownTable } from './errors.ts';
import {
  checkElapsed,
  checkPgliteWriteRows,
  checkResponseSize,
  LIMITS,
  limited,
  requestHeadersJson,
  statementTimeout,
} from './limits.ts';
import { parseQuery } from './parse/query.ts';
import { checkProfile, readAccept, readPreferences, readRange } from './request-headers.ts';
import { callFunction, resolveFunction } from './rpc-request.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';
import { mutateTable, type RestResponse, readTable, type TableRequest } from './table-request.ts';

/**
 * /rest/v1: a PostgREST-compatible data API over the stack's database. Each request runs in one
 * transaction as the JWT's role with request.jwt.claims set, so row level security decides.
 */
export async function createRest(
  ctx: StackContext,
): Promise<{ handler: Handler; reload: () => Promise<void> }> {
  let cache: SchemaCache = await loadSchemaCache(ctx.db);
  // One reload at a time; a burst of misses shares it.
  let reloading: Promise<void> | undefined;
  const reload = () => {
    reloading ??= loadSchemaCache(ctx.db)
      .then((fresh) => {
        cache = fresh;
      })
      .finally(() => {
        reloading = undefined;
      });
    return reloading;
  };

  // A table or function created after start (a later migration, a test) is found by reloading on a miss.
  const findTable = async (name: string) => {
    if (!cache.tables.has(name)) await reload();
    const table = cache.tables.get(name);
    if (!table) throw unknownTable(cache.schema, name);
    return table;
  };

  const handler: Handler = async (req, res, path, url) => {
    let claims: JwtClaims = { role: 'anon' };
    try {
      claims = await requestClaims(ctx, req);
      const response = await route(req, path, url, claims);
      if (limited(claims)) checkResponseSize(response.body);
      send(res, response);
    } catch (error) {
      const e = asPgrstError(error, claims.role);
      if (e.status === 401) res.setHeader('www-authenticate', 'Bearer');
      send(res, { status: e.status, headers: {}, body: JSON.stringify(e) });
    }
  };

  async function route(
    req: IncomingMessage,
    path: string,
    url: URL,
    claims: JwtClaims,
  ): Promise<RestResponse> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter(Boolean).map(decodeSegment);
    if (segments.length === 0) {
      if (method !== 'GET' && method !== 'HEAD')
        throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      return { status: 200, headers: {}, body: JSON.stringify(describe(cache)) };
    }
    checkProfile(req, cache.schema);
    const accept = readAccept(req);
    const prefs = readPreferences(req);
    const readOnly = method === 'GET' || method === 'HEAD';

    if (segments[0] === 'rpc' && segments.length === 2) {
      const name = segments[1] as string;
      if (!cache.functions.has(name)) await reload();
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        throw new PgrstError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
      }
      let args: Record<string, unknown>;
      let argNames: Set<string>;
      if (readOnly) {
        const overloads = cache.functions.get(name) ?? [];
        argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
        args = {};
        for (const [k, v] of url.searchParams) if (argNames.has(k)) args[k] = v;
      } else {
        const body = (await readBodyJson(req)) ?? {};
        if (typeof body !== 'object' || Array.isArray(body) || body === null) {
          throw new PgrstError(
            400,
            'PGRST102',
            'Empty or invalid json',
            'a function expects a JSON object of named arguments',
          );
        }
        args = body as Record<string, unknown>;
        argNames = new Set();
      }
      return withFreshCache(async () => {
        const query = parseQuery(url.searchParams, { argNames });
        const fn = resolveFunction(cache, name, Object.keys(args), !readOnly);
        const planCostLimit = pgliteCeiling(claims);
        return run(req, claims, readOnly, prefs.rollback, (tx) =>
          callFunction(tx, cache, fn, args, query, accept, method === 'HEAD', planCostLimit, {
            count: !!prefs.count,
            maxAffected: prefs.maxAffected,
          }),
        );
      });
    }
    if (segments.length !== 1) throw unknownTable(cache.schema, segments.join('/'));

    const tableName = segments[0] as string;
    let kind: 'read' | 'insert' | 'update' | 'delete';
    let body: unknown;
    switch (method) {
      case 'GET':
      case 'HEAD':
        kind = 'read';
        break;
      case 'POST':
        kind = 'insert';
        body = await readBodyJson(req);
        if (body === undefined) throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
        if (Array.isArray(body) && pgliteCeiling(claims) !== undefined) checkPgliteWriteRows(body.length);
        break;
      case 'PATCH':
        kind = 'update';
        body = (await readBodyJson(req)) ?? {};
        break;
      case 'DELETE':
        kind = 'delete';
        break;
      default:
        throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const range = readOnly ? readRange(req) : undefined;
    const attempt = async () => {
      const table = await findTable(tableName);
      const query = parseQuery(url.searchParams);
      const bounded = limited(claims);
      const request: TableRequest = {
        cache,
        table,
        query,
        prefs,
        accept,
        range,
        maxRows: bounded ? LIMITS.maxRows : undefined,
        // PGlite cannot cancel a statement, so a costly one must not start (see limits.ts); on
        // PostgreSQL statement_timeout ends it.
        planCostLimit: pgliteCeiling(claims),
      };
      if (kind === 'read')
        return run(req, claims, true, false, (tx) => readTable(tx, request, method === 'HEAD'));
      return run(req, claims, false, prefs.rollback, (tx) => mutateTable(tx, request, kind, body));
    };
    return withFreshCache(attempt);
  }

  /**
   * A name the cache does not know may be new (a migration or a test created it after start):
   * reload once and try again. The first attempt failed while planning, before any SQL ran.
   */
  async function withFreshCache(attempt: () => Promise<RestResponse>): Promise<RestResponse> {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PgrstError) || !STALE_CACHE_CODES.has(error.code)) throw error;
      await reload();
      return attempt();
    }
  }

  /** The plan cost ceiling a request runs under: on PGlite for every role with a statement_timeout. */
  function pgliteCeiling(claims: JwtClaims): number | undefined {
    return ctx.db.kind === 'pglite' && limited(claims) ? LIMITS.pglitePlanCost : undefined;
  }

  async function run(
    req: IncomingMessage,
    claims: JwtClaims,
    readOnly: boolean,
    rollback: boolean,
    fn: (tx: Queryable) => Promise<RestResponse>,
  ): Promise<RestResponse> {
    let response: RestResponse | undefined;
    try {
      await ctx.db.transaction(
        async (tx) => {
          const started = performance.now();
          response = await fn(tx);
          if (ctx.db.kind === 'pglite') checkElapsed(claims.role, performance.now() - started);
          if (rollback) throw new RollbackRequested();
        },
        // What withRole() sets, plus read-only for GET/HEAD, the role's timeout and the headers.
        [
          ...roleSettings(claims),
          ['transaction_read_only', readOnly ? 'on' : 'off'],
          ['statement_timeout', statementTimeout(claims.role)],
          ['request.headers', requestHeadersJson(req)],
        ],
      );
    } catch (error) {
      if (!(error instanceof RollbackRequested)) throw error;
    }
    return response as RestResponse;
  }

  return { handler, reload };
}

class RollbackRequested extends Error {}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new PgrstError(400, 'PGRST100', `failed to parse path (${segment})`, 'invalid percent-encoding');
  }
}

/** Errors that come from the schema cache (not from the database) and may mean it is stale. */
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST204', '42703', 'PGRST202']);

async function readBodyJson(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJson(req, LIMITS.requestBytes);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new PgrstError(error.status, error.status === 413 ? 'PGRST413' : 'PGRST102', error.message);
    }
    throw error;
  }
}

function asPgrstError(error: unknown, role: string): PgrstError {
  if (error instanceof PgrstError) return error;
  if (error instanceof JwtError) {
    return new PgrstError(401, error.code === 'expired' ? 'PGRST303' : 'PGRST301', error.message);
  }
  return fromDatabaseError(error, role);
}

function send(res: ServerResponse, r: RestResponse) {
  const headers: Record<string, string> = { ...r.headers };
  if (r.body !== undefined) {
    headers['content-type'] = r.csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
    headers['content-length'] = String(Buffer.byteLength(r.body));
  }
  res.writeHead(r.status, headers);
  res.end(r.body);
}

/** The root answer: the exposed tables and functions (PostgREST serves an OpenAPI document here). */
function describe(cache: SchemaCache) {
  return {
    schema: cache.schema,
    tables: Object.fromEntries(
      [...cache.tables.values()].map((t) => [
        t.name,
        {
          columns: Object.fromEntries([...t.columns.values()].map((c) => [c.name, c.type])),
          primaryKey: t.primaryKey,
        },
      ]),
    ),
    functions: [...cache.functions.keys()],
  };
}
