import type { Queryable } from '../db/database.ts';
import { notSingle, PgrstError, parseError, tooManyAffected } from './errors.ts';
import { checkPlanCost, planCost } from './limits.ts';
import type { ParsedQuery } from './parse/query.ts';
import {
  buildPlan,
  type CompileContext,
  limitClause,
  orderClause,
  selectList,
  whereConditions,
} from './plan.ts';
import type { AcceptedMedia, Preferences } from './request-headers.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';

/** What a REST request answers; sent by the HTTP layer after the transaction committed. */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text (CSV when `csv`), or undefined for no body */
  body?: string;
  csv?: boolean;
}

export interface TableRequest {
  cache: SchemaCache;
  table: Table;
  query: ParsedQuery;
  prefs: Preferences;
  accept: AcceptedMedia;
  range?: { offset: number; limit?: number };
  /** the most rows a read returns at the top level (PostgREST's db-max-rows); none for service_role */
  maxRows?: number;
  /** refuse a read whose planner cost is above this before running it (PGlite, see limits.ts) */
  planCostLimit?: number;
}

/**
 * CSV as PostgREST writes it: the first row's column names, then each row's composite text
 * without its parentheses (PostgreSQL quotes and doubles quotes as CSV does; a null is empty).
 */
const CSV_BODY = `coalesce((select string_agg(k, ',') from json_object_keys(row_to_json((array_agg(_r))[1])) k), '')
  || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;

function bodyExpression(accept: AcceptedMedia): string {
  if (accept.csv) return CSV_BODY;
  const agg = `coalesce(json_agg(_r), '[]'::json)`;
  return `${accept.stripNulls ? `json_strip_nulls(${agg})` : agg}::text`;
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${t}` : `*/${t}`;
}

function singleBody(body: string, rows: number): string {
  if (rows !== 1) throw notSingle(rows);
  // json_agg of one row is exactly "[" + row + "]"
  return body.slice(1, -1);
}

export async function readTable(tx: Queryable, r: TableRequest, head: boolean): Promise<RestResponse> {
  const root = r.query.nodes.get('') ?? { filters: [], order: [] };
  if (r.range) {
    // The Range header and limit/offset intersect, as in PostgREST.
    const offset = (root.offset ?? 0) + r.range.offset;
    const limits = [root.limit !== undefined ? root.limit - r.range.offset : undefined, r.range.limit].filter(
      (x): x is number => x !== undefined,
    );
    root.offset = offset;
    root.limit = limits.length ? Math.max(0, Math.min(...limits)) : undefined;
  }
  if (r.maxRows !== undefined) root.limit = Math.min(root.limit ?? r.maxRows, r.maxRows);
  const plan = buildPlan(r.cache, r.table, r.query);
  const ctx: CompileContext = { cache: r.cache, params: new SqlParams() };
  const { list, groupBy } = selectList(ctx, plan, 't0');
  const where = whereConditions(ctx, plan, 't0');
  const from = `${qualified(r.cache.schema, r.table.name)} t0`;
  const sql = `select ${bodyExpression(r.accept)} as body, count(*)::int as n from (
    select ${list} from ${from}${where.length ? ` where ${where.join(' and ')}` : ''}${
      groupBy.length ? ` group by ${groupBy.join(', ')}` : ''
    }${orderClause(ctx, plan, 't0')}${limitClause(root)}) _r`;
  if (r.planCostLimit !== undefined) {
    const explained = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${sql}`,
      ctx.params.values,
    );
    checkPlanCost(planCost(explained.rows[0]?.['QUERY PLAN']));
  }
  const result = (await tx.query<{ body: string; n: number }>(sql, ctx.params.values)).rows[0];
  const rows = Number(result?.n ?? 0);
  const body = result?.body ?? '[]';

  let total: number | undefined;
  if (r.prefs.count) {
    const countCtx: CompileContext = { cache: r.cache, params: new SqlParams() };
    const countWhere = whereConditions(countCtx, plan, 't0');
    const countFrom = `from ${from}${countWhere.length ? ` where ${countWhere.join(' and ')}` : ''}`;
    if (r.prefs.count !== 'exact') {
      // planned: the planner's row estimate, as PostgREST reads it from EXPLAIN; estimated: exact when small
      const explained = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select 1 ${countFrom}`,
        countCtx.params.values,
      );
      total = planRows(explained.rows[0]?.['QUERY PLAN']);
      if (r.prefs.count === 'estimated' && (total === undefined || total < ESTIMATE_EXACT_BELOW))
        total = undefined;
    }
    if (total === undefined) {
      const c = await tx.query<{ total: number }>(
        `select count(*)::int as total ${countFrom}`,
        countCtx.params.values,
      );
      total = Number(c.rows[0]?.total ?? 0);
    }
  }
  const offset = root.offset ?? 0;
  const headers = { 'content-range': contentRange(offset, rows, total) };
  const partial = total !== undefined && (offset > 0 || offset + rows < total);
  if (r.accept.single) {
    const one = singleBody(body, rows);
    return { status: 200, headers, body: head ? undefined : one };
  }
  return { status: partial ? 206 : 200, headers, body: head ? undefined : body, csv: r.accept.csv };
}

/** Below this many estimated rows, count=estimated counts exactly (PostgREST uses its max-rows here). */
const ESTIMATE_EXACT_BELOW = 10_000;

function planRows(plan: unknown): number | undefined {
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = (parsed as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : undefined;
}

type Mutation = 'insert' | 'update' | 'delete';

export async function mutateTable(
  tx: Queryable,
  r: TableRequest,
  kind: Mutation,
  payload: unknown,
): Promise<RestResponse> {
  const plan = buildPlan(r.cache, r.table, r.query);
  const target = qualified(r.cache.schema, r.table.name);
  const statements: Array<{ dml: string; params: SqlParams }> = [];

  if (kind === 'insert') {
    const rows = insertRows(payload);
    if (rows.length === 0) return finish(r, kind, [], 0);
    const groups = r.prefs.missingDefault ? groupByKeys(rows) : [{ columns: insertColumns(r, rows), rows }];
    for (const group of groups) {
      for (const c of group.columns) checkPayloadColumn(r.table, c);
      const params = new SqlParams();
      const cols = group.columns.map(ident).join(', ');
      const source =
        group.columns.length === 0
          ? 'default values'
          : `(${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(group.rows))}::json) _b`;
      if (group.columns.length === 0 && group.rows.length !== 1) {
        throw new PgrstError(
          400,
          'PGRST102',
          'All object keys must match',
          'cannot insert several empty objects',
        );
      }
      statements.push({
        dml: `insert into ${target} as t0 ${source}${conflictClause(r, group.columns)}`,
        params,
      });
    }
  } else {
    const params = new SqlParams();
    const ctx: CompileContext = { cache: r.cache, params };
    const where = whereConditions(ctx, plan, 't0');
    const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
    if (kind === 'update') {
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects one JSON object');
      }
      const columns = Object.keys(payload);
      if (columns.length === 0) return finish(r, kind, [], 0);
      for (const c of columns) checkPayloadColumn(r.table, c);
      const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
      const json = params.add(JSON.stringify(payload));
      statements.push({
        dml: `update ${target} as t0 set ${set} from json_populate_record(null::${target}, ${json}::json) _b${whereSql}`,
        params,
      });
    } else {
      statements.push({ dml: `delete from ${target} as t0${whereSql}`, params });
    }
  }

  const wantBody = r.prefs.return === 'representation' || r.accept.single;
  const bodies: string[] = [];
  let affected = 0;
  for (const { dml, params } of statements) {
    if (!wantBody) {
      const res = await tx.query(dml, params.values);
      affected += res.affectedRows ?? 0;
      continue;
    }
    const ctx: CompileContext = { cache: r.cache, params };
    const { list } = selectList(ctx, plan, 't0');
    const sql = `with _m as (${dml} returning t0.*)
      select ${bodyExpression(r.accept)} as body, count(*)::int as n from (select ${list} from _m t0${orderClause(ctx, plan, 't0')}) _r`;
    const row = (await tx.query<{ body: string; n: number }>(sql, params.values)).rows[0];
    affected += Number(row?.n ?? 0);
    if (row && row.n > 0) bodies.push(row.body);
  }
  return finish(r, kind, bodies, affected);
}

/** The bodies of several statements (one per key set of an insert) as one: JSON arrays joined, CSV rows under one header. */
function mergeBodies(bodies: string[], csv: boolean): string {
  if (bodies.length <= 1) return bodies[0] ?? (csv ? '' : '[]');
  if (!csv) return `[${bodies.map((b) => b.slice(1, -1)).join(',')}]`;
  const header = (bodies[0] as string).slice(0, (bodies[0] as string).indexOf('\n'));
  return [header, ...bodies.map((b) => b.slice(b.indexOf('\n') + 1))].join('\n');
}

function finish(r: TableRequest, kind: Mutation, bodies: string[], affected: number): RestResponse {
  // thrown inside the transaction, so the change is rolled back
  if (r.prefs.maxAffected !== undefined && affected > r.prefs.maxAffected) throw tooManyAffected(affected);
  const headers: Record<string, string> = {
    'content-range': `*/${r.prefs.count ? affected : '*'}`,
  };
  let body: string | undefined;
  if (r.accept.single) {
    // A single-object mutation that touched 0 or several rows is rolled back (the caller throws).
    body = singleBody(bodies[0] ?? '[]', affected);
  } else if (r.prefs.return === 'representation') {
    body = mergeBodies(bodies, r.accept.csv === true);
  }
  // PostgREST answers an upsert that merged duplicates with 200 (when it inserted nothing; this
  // stack does not count that yet), an insert or an upsert that ignores duplicates with 201.
  const csv = r.accept.csv;
  if (kind === 'insert')
    return { status: r.prefs.resolution === 'merge-duplicates' ? 200 : 201, headers, body, csv };
  return { status: body === undefined ? 204 : 200, headers, body, csv };
}

function insertRows(payload: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(payload) ? payload : [payload];
  for (const row of rows) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new PgrstError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'an insert expects a JSON object or an array of objects',
      );
    }
  }
  return rows as Record<string, unknown>[];
}

function insertColumns(r: TableRequest, rows: Record<string, unknown>[]): string[] {
  if (r.query.columns) return r.query.columns;
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

/** With missing=default, rows are inserted per set of keys so absent columns take their defaults. */
function groupByKeys(rows: Record<string, unknown>[]) {
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const columns = Object.keys(row).sort();
    const key = JSON.stringify(columns);
    const g = groups.get(key) ?? { columns, rows: [] };
    g.rows.push(row);
    groups.set(key, g);
  }
  return [...groups.values()];
}

function conflictClause(r: TableRequest, columns: string[]): string {
  if (!r.prefs.resolution) return '';
  const target = r.query.onConflict ?? r.table.primaryKey;
  if (target.length === 0) throw parseError('on_conflict is required: the table has no primary key');
  for (const c of target) checkPayloadColumn(r.table, c);
  const on = target.map(ident).join(', ');
  if (r.prefs.resolution === 'ignore-duplicates' || columns.length === 0)
    return ` on conflict (${on}) do nothing`;
  // Every payload column, the conflict target's too, as PostgREST writes it: the row is returned
  // even when the payload is only its key.
  return ` on conflict (${on}) do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

function checkPayloadColumn(table: Table, column: string) {
  if (!table.columns.has(column)) {
    throw new PgrstError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table.name}' in the schema cache`,
    );
  }
}
