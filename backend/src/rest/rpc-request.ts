import type { Queryable } from '../db/database.ts';
import { notSingle, PgrstError, tooManyAffected } from './errors.ts';
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
import type { AcceptedMedia } from './request-headers.ts';
import type { RpcFunction, SchemaCache, Table } from './schema-cache.ts';
import { ident, qualified, SqlParams } from './sql.ts';
import type { RestResponse } from './table-request.ts';

/** Types a function's one unnamed parameter may have to take a POST's whole JSON body (PostgREST). */
const BODY_TYPES = new Set(['json', 'jsonb', 'text']);

/** A function of one unnamed json/jsonb/text parameter: it takes the whole body. */
export function takesWholeBody(fn: RpcFunction): boolean {
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  return !!only && only.name === '' && BODY_TYPES.has(only.type);
}

/**
 * /rpc/<fn>: PostgREST's overload resolution. A function matches named arguments from the JSON
 * body (POST, `posted`) or the query string (GET/HEAD) when it has a parameter of each name and
 * every parameter without a default is given; a function of one unnamed json/jsonb/text parameter
 * takes a POST's whole body (or nothing, when the parameter has a default); any other unnamed
 * parameter is never matched. No match is PGRST202, several are PGRST203, worded as PostgREST's.
 */
export function resolveFunction(
  cache: SchemaCache,
  name: string,
  argNames: string[],
  posted: boolean,
): RpcFunction {
  const matches = (cache.functions.get(name) ?? []).filter((f) => {
    if (takesWholeBody(f)) return posted && (argNames.length > 0 || !!f.args[0]?.hasDefault);
    if (f.args.some((fa) => fa.name === '')) return false;
    return (
      argNames.every((a) => f.args.some((fa) => fa.name === a)) &&
      f.args.every((fa) => fa.hasDefault || argNames.includes(fa.name))
    );
  });
  const fn = `${cache.schema}.${name}`;
  if (matches.length === 0) {
    const searched =
      argNames.length === 0
        ? ' without parameters'
        : ` with parameter${argNames.length > 1 ? 's' : ''} ${argNames.join(', ')}`;
    throw new PgrstError(
      404,
      'PGRST202',
      `Could not find the function ${fn}${argNames.length === 0 ? ' without parameters' : `(${argNames.join(', ')})`} in the schema cache`,
      `Searched for the function ${fn}${searched}${posted ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    );
  }
  if (matches.length > 1) {
    // PostgREST lists the candidates in its catalogue's collation, which sorts by letters alone
    const signatures = matches.map((f) => `${fn}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`);
    const letters = (signature: string) => signature.replace(/[^a-z0-9]/gi, '');
    signatures.sort((x, y) => letters(x).localeCompare(letters(y)));
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${signatures.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return matches[0] as RpcFunction;
}

export async function callFunction(
  tx: Queryable,
  cache: SchemaCache,
  fn: RpcFunction,
  args: Record<string, unknown>,
  query: ParsedQuery,
  accept: AcceptedMedia,
  head: boolean,
  planCostLimit?: number,
  prefs: {
    /** Prefer: count=… asked for a total (the rows of this call: the page is the whole answer) */
    count?: boolean;
    /** Prefer: max-affected=n with handling=strict: more rows than n fail the call (rolled back) */
    maxAffected?: number;
  } = {},
): Promise<RestResponse> {
  const { count = false, maxAffected } = prefs;
  const checkAffected = (n: number) => {
    if (maxAffected !== undefined && n > maxAffected) throw tooManyAffected(n);
  };
  const params = new SqlParams();
  // The same ceiling as for tables: what the planner sees of the call (an inlined SQL function's
  // whole body; an opaque function's declared COST) must be cheap enough before it starts.
  const runChecked = async <T>(sql: string): Promise<T | undefined> => {
    if (planCostLimit !== undefined) {
      const explained = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${sql}`,
        params.values,
      );
      checkPlanCost(planCost(explained.rows[0]?.['QUERY PLAN']));
    }
    return (await tx.query<T>(sql, params.values)).rows[0];
  };
  const argSql = takesWholeBody(fn)
    ? Object.keys(args).length > 0
      ? `${params.add(JSON.stringify(args))}::${fn.args[0]?.type}`
      : ''
    : fn.args
        .filter((a) => a.name in args)
        .map((a) => `${ident(a.name)} := ${argumentSql(params, a.type, args[a.name])}`)
        .join(', ');
  const call = `${qualified(cache.schema, fn.name)}(${argSql})`;

  let sql: string;
  if (fn.returnsRows) {
    // Rows of a table type get the full select/filter/order grammar of that table.
    const table: Table = cache.tables.get(fn.returnType) ?? {
      name: fn.returnType,
      columns: new Map(fn.outColumns?.map((c) => [c.name, c])),
      primaryKey: [],
      uniques: [],
      insertable: false,
    };
    const plan = buildPlan(cache, table, query);
    const ctx: CompileContext = { cache, params };
    const { list, groupBy } = selectList(ctx, plan, 't0');
    const where = whereConditions(ctx, plan, 't0');
    const root = query.nodes.get('') ?? { filters: [], order: [] };
    sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (
      select ${list} from ${call} t0${where.length ? ` where ${where.join(' and ')}` : ''}${
        groupBy.length ? ` group by ${groupBy.join(', ')}` : ''
      }${orderClause(ctx, plan, 't0')}${limitClause(root)}) _r`;
    const row = await runChecked<{ body: string; n: number }>(sql);
    const n = Number(row?.n ?? 0);
    checkAffected(n);
    let body = row?.body ?? '[]';
    if (!fn.returnsSet || accept.single) {
      if (accept.single && n !== 1) throw notSingle(n);
      body = n === 0 ? 'null' : body.slice(1, -1);
    }
    return {
      status: 200,
      headers: { 'content-range': `${n ? `0-${n - 1}` : '*'}/${count ? n : '*'}` },
      body: head ? undefined : body,
    };
  }
  if (fn.returnType === 'void') {
    await runChecked(`select ${call}`);
    return { status: 204, headers: {} };
  }
  sql = fn.returnsSet
    ? `select coalesce(json_agg(_v), '[]'::json)::text as body, count(*)::int as n from ${call} _v`
    : `select to_json(${call})::text as body, 1 as n`;
  const row = await runChecked<{ body: string | null; n: number }>(sql);
  const n = Number(row?.n ?? 0);
  checkAffected(n);
  return {
    status: 200,
    headers: { 'content-range': `${n ? `0-${n - 1}` : '*'}/${count ? n : '*'}` },
    body: head ? undefined : (row?.body ?? 'null'),
  };
}

/**
 * One argument as PostgREST passes it. A scalar is a typed parameter, so the planner sees its
 * value (what the PGlite cost ceiling relies on: `generate_series(1, n)` is costed with the real
 * n). Objects and arrays are read from JSON by json_to_record as the parameter's type, so objects
 * become composite rows (a function taking a table row) and arrays arrays.
 */
function argumentSql(params: SqlParams, type: string, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (typeof value !== 'object') return `${params.add(String(value))}::${type}`;
  return `(select _arg.v from json_to_record(${params.add(JSON.stringify({ v: value }))}::json) as _arg(v ${type}))`;
}
