import { PgrstError, parseError, unknownColumn } from './errors.ts';
import type { Condition, Predicate } from './parse/filter.ts';
import type { NodeParams, OrderTerm, ParsedQuery } from './parse/query.ts';
import type { JsonStep, SelectItem } from './parse/select.ts';
import { type Relationship, resolveRelationship } from './relationships.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

/**
 * Turns a parsed request into SQL the way PostgREST does: the root rows, each embedded relation
 * as a correlated subquery aggregated to JSON (row_to_json for to-one, json_agg for to-many),
 * `!inner` and `embed=not.is.null` as EXISTS, filters and order per node.
 */
export interface PlanNode {
  table: Table;
  path: string;
  items: SelectItem[];
  embeds: EmbedPlan[];
  params: NodeParams;
}

export interface EmbedPlan {
  /** the key in the JSON output */
  key: string;
  name: string;
  rel: Relationship;
  inner: boolean;
  spread: boolean;
  node: PlanNode;
}

export function buildPlan(cache: SchemaCache, table: Table, query: ParsedQuery): PlanNode {
  const used = new Set<string>();
  const root = planNode(cache, table, '', query.select, query, used);
  for (const path of query.nodes.keys()) {
    if (!used.has(path)) {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}

function planNode(
  cache: SchemaCache,
  table: Table,
  path: string,
  select: SelectItem[],
  query: ParsedQuery,
  used: Set<string>,
  /** How PostgREST's SQL names this node's rows, which its errors quote (messages_1 for an embed) */
  sqlName = table.name,
): PlanNode {
  used.add(path);
  const node: PlanNode = {
    table,
    path,
    items: [],
    embeds: [],
    params: query.nodes.get(path) ?? { filters: [], order: [] },
  };
  for (const item of select) {
    if (item.kind !== 'embed') {
      if (item.kind === 'column') checkColumn(table, item.name, sqlName);
      if (item.kind === 'aggregate' && item.column) checkColumn(table, item.column, sqlName);
      node.items.push(item);
      continue;
    }
    const rel = resolveRelationship(cache, table, item.name, item.hint);
    const key = item.alias ?? item.name;
    // Params address an embed by alias when it has one, else by name.
    const childPath = path ? `${path}.${key}` : key;
    node.embeds.push({
      key,
      name: item.name,
      rel,
      inner: item.joinType === 'inner',
      spread: item.spread,
      node: planNode(
        cache,
        rel.target,
        childPath,
        item.select,
        query,
        used,
        embedSqlName(table, rel, childPath),
      ),
    });
  }
  return node;
}

function checkColumn(table: Table, column: string, sqlName = table.name) {
  if (!table.columns.has(column) && !computedField(table, column)) throw unknownColumn(sqlName, column);
}

/** PostgREST's alias of an embed's rows: `<table>_<depth>`, `<parent>_<table>_<depth>` for a to-one. */
function embedSqlName(parent: Table, rel: Relationship, path: string): string {
  const depth = path.split('.').length;
  return rel.cardinality === 'one'
    ? `${parent.name}_${rel.target.name}_${depth}`
    : `${rel.target.name}_${depth}`;
}

/** A computed field of the table: a function of its row returning a scalar. */
function computedField(table: Table | undefined, name: string) {
  const fn = table?.columns.has(name) ? undefined : table?.computed?.get(name);
  return fn && !fn.returnsRows ? fn : undefined;
}

/** Where an embed's rows come from: its table joined to the parent, or a computed relationship's call. */
function embedSource(ctx: CompileContext, rel: Relationship, parent: string, child: string) {
  if (rel.computed) {
    return { from: `${qualified(ctx.cache.schema, rel.computed)}(${parent}) ${child}`, on: 'true' };
  }
  return {
    from: `${qualified(ctx.cache.schema, rel.target.name)} ${child}`,
    on: joinCondition(ctx, rel, parent, child),
  };
}

// ---- SQL

export interface CompileContext {
  cache: SchemaCache;
  params: SqlParams;
}

/** The select list of a node over rows aliased `alias`, and the GROUP BY it needs (count aggregates). */
export function selectList(
  ctx: CompileContext,
  node: PlanNode,
  alias: string,
): { list: string; groupBy: string[] } {
  const parts: string[] = [];
  const plain: string[] = [];
  let aggregated = false;
  for (const item of node.items) {
    if (item.kind === 'star') {
      parts.push(`${alias}.*`);
      plain.push(`${alias}.*`);
    } else if (item.kind === 'column') {
      const expr = castExpr(columnExpr(ctx, alias, item.name, item.json, node.table), item.cast);
      const key =
        item.alias ?? (item.json.length ? (item.json[item.json.length - 1] as JsonStep).key : item.name);
      parts.push(`${expr} as ${ident(key)}`);
      plain.push(expr);
    } else if (item.kind === 'aggregate') {
      aggregated = true;
      const expr = item.column ? `${item.fn}(${alias}.${ident(item.column)})` : 'count(*)';
      parts.push(`${castExpr(expr, item.cast)} as ${ident(item.alias ?? item.fn)}`);
    }
  }
  for (const embed of node.embeds) {
    // an embed that selects nothing (users()) only filters: PostgREST leaves it out of the rows
    if (embed.node.items.length === 0 && embed.node.embeds.length === 0) continue;
    if (embed.spread) {
      // A spread's columns join the parent's: a to-one's values, a to-many's arrays of them
      // (PostgREST 13); beside an aggregate they are grouped by like the parent's columns.
      for (const item of spreadColumns(embed)) {
        const child = ctx.params.nextAlias();
        const expr = castExpr(columnExpr(ctx, child, item.name, item.json, embed.rel.target), item.cast);
        const source = embedSource(ctx, embed.rel, alias, child);
        const value =
          embed.rel.cardinality === 'one'
            ? `(select ${expr} from ${source.from} where ${source.on})`
            : `coalesce((select json_agg(${expr}) from ${source.from} where ${source.on}), '[]'::json)`;
        parts.push(`${value} as ${ident(item.alias ?? item.name)}`);
        plain.push(value);
      }
      continue;
    }
    if (aggregated)
      throw parseError('an aggregate cannot be combined with an embedded relation in the same select');
    parts.push(`${embedExpr(ctx, embed, alias)} as ${ident(embed.key)}`);
  }
  if (parts.length === 0) throw parseError('the select parameter selects nothing');
  if (aggregated && plain.includes(`${alias}.*`)) throw parseError('an aggregate cannot be combined with *');
  return { list: parts.join(', '), groupBy: aggregated ? plain : [] };
}

/** The columns a spread selects; `*` is every column of its table. */
function spreadColumns(embed: EmbedPlan): Extract<SelectItem, { kind: 'column' }>[] {
  return embed.node.items.flatMap((item) => {
    if (item.kind === 'column') return [item];
    if (item.kind === 'star')
      return [...embed.rel.target.columns.keys()].map((name) => ({
        kind: 'column' as const,
        name,
        json: [],
      }));
    throw parseError(`only columns can be spread from '${embed.name}'`);
  });
}

function embedExpr(ctx: CompileContext, embed: EmbedPlan, parentAlias: string): string {
  const child = ctx.params.nextAlias();
  const { list, groupBy } = selectList(ctx, embed.node, child);
  const source = embedSource(ctx, embed.rel, parentAlias, child);
  const where = [source.on, ...whereConditions(ctx, embed.node, child)];
  const inner = `select ${list} from ${source.from}
    where ${where.join(' and ')}${groupBy.length ? ` group by ${groupBy.join(', ')}` : ''}${orderClause(ctx, embed.node, child)}${limitClause(embed.node.params)}`;
  if (embed.rel.cardinality === 'one') return `(select row_to_json(_e) from (${inner}) _e limit 1)`;
  return `coalesce((select json_agg(_e) from (${inner}) _e), '[]'::json)`;
}

function joinCondition(ctx: CompileContext, rel: Relationship, parent: string, child: string): string {
  if (rel.junction) {
    const j = ctx.params.nextAlias();
    const conds = [
      ...rel.junction.toParent.map(([jc, pc]) => `${j}.${ident(jc)} = ${parent}.${ident(pc)}`),
      ...rel.junction.toChild.map(([jc, cc]) => `${j}.${ident(jc)} = ${child}.${ident(cc)}`),
    ];
    return `exists (select 1 from ${qualified(ctx.cache.schema, rel.junction.table.name)} ${j} where ${conds.join(' and ')})`;
  }
  return rel.pairs.map(([pc, cc]) => `${child}.${ident(cc)} = ${parent}.${ident(pc)}`).join(' and ');
}

/** Filters of a node plus EXISTS for its !inner embeds. */
export function whereConditions(ctx: CompileContext, node: PlanNode, alias: string): string[] {
  const out = node.params.filters.map((c) => compileCondition(ctx, node, alias, c));
  for (const embed of node.embeds) {
    if (embed.inner) out.push(existsEmbed(ctx, embed, alias));
  }
  return out;
}

function existsEmbed(ctx: CompileContext, embed: EmbedPlan, parentAlias: string): string {
  const child = ctx.params.nextAlias();
  const source = embedSource(ctx, embed.rel, parentAlias, child);
  const where = [source.on, ...whereConditions(ctx, embed.node, child)];
  return `exists (select 1 from ${source.from} where ${where.join(' and ')})`;
}

function compileCondition(ctx: CompileContext, node: PlanNode, alias: string, cond: Condition): string {
  if (cond.kind === 'logic') {
    const joined = cond.children.map((c) => compileCondition(ctx, node, alias, c)).join(` ${cond.op} `);
    return cond.negated ? `not (${joined})` : `(${joined})`;
  }
  // embed=is.null / embed=not.is.null: an anti-join or an inner join on an embedded relation
  if (!node.table.columns.has(cond.column) && cond.op === 'is' && cond.json.length === 0) {
    const embed = node.embeds.find((e) => e.key === cond.column);
    if (embed && String(cond.value).toLowerCase() === 'null') {
      const exists = existsEmbed(ctx, embed, alias);
      return cond.negated ? exists : `not ${exists}`;
    }
  }
  const sql = compilePredicate(ctx, node.table, alias, cond);
  return cond.negated ? `not (${sql})` : sql;
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  match: '~',
  imatch: '~*',
};
const TEXT_TYPES = /^(text|character varying.*|character.*|citext|name)$/;

function compilePredicate(ctx: CompileContext, table: Table, alias: string, p: Predicate): string {
  const computed = computedField(table, p.column);
  const column = table.columns.get(p.column) ?? (computed && { type: computed.returnType });
  if (!column) throw unknownColumn(table.name, p.column);
  const lhs = columnExpr(ctx, alias, p.column, p.json, table);
  // The value's type: the column's, or text/jsonb at the end of a JSON path.
  const lastArrow = p.json[p.json.length - 1]?.arrow;
  const type = lastArrow === '->>' ? 'text' : lastArrow === '->' ? 'jsonb' : column.type;
  const left = lastArrow === '->' ? `(${lhs})::jsonb` : lhs;
  const param = (v: string, t = type) => `${ctx.params.add(v)}::${t}`;
  const value = p.value;
  const single = () => {
    if (Array.isArray(value)) throw parseError(`failed to parse filter (${p.op})`);
    return value;
  };

  switch (p.op) {
    case 'is': {
      const v = single().toLowerCase();
      return `${left} is ${v === 'null' ? 'null' : v}`;
    }
    case 'isdistinct':
      return `${left} is distinct from ${param(single())}`;
    case 'in': {
      const list = value as string[];
      if (list.length === 0) return 'false';
      return `${left} in (${list.map((v) => param(v)).join(', ')})`;
    }
    case 'like':
    case 'ilike': {
      const op = p.op === 'like' ? 'like' : 'ilike';
      const text = TEXT_TYPES.test(type) ? left : `(${left})::text`;
      const pattern = single().replaceAll('*', '%');
      if (p.modifier) return `${text} ${op} ${p.modifier}(${param(pattern, 'text[]')})`;
      return `${text} ${op} ${param(pattern, 'text')}`;
    }
    case 'match':
    case 'imatch': {
      const text = TEXT_TYPES.test(type) ? left : `(${left})::text`;
      return `${text} ${COMPARE[p.op]} ${param(single(), 'text')}`;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = {
        fts: 'to_tsquery',
        plfts: 'plainto_tsquery',
        phfts: 'phraseto_tsquery',
        wfts: 'websearch_to_tsquery',
      }[p.op];
      const lang = p.modifier ? `${param(p.modifier, 'regconfig')}, ` : '';
      const vector = type === 'tsvector' ? left : `to_tsvector(${lang}${left})`;
      return `${vector} @@ ${fn}(${lang}${param(single(), 'text')})`;
    }
    default: {
      const op = COMPARE[p.op] as string;
      if (p.modifier) return `${left} ${op} ${p.modifier}(${param(single(), `${type}[]`)})`;
      return `${left} ${op} ${param(single())}`;
    }
  }
}

function columnExpr(
  ctx: CompileContext,
  alias: string,
  column: string,
  json: JsonStep[],
  table?: Table,
): string {
  let expr = computedField(table, column)
    ? `${qualified(ctx.cache.schema, column)}(${alias})`
    : `${alias}.${ident(column)}`;
  for (const step of json) {
    const key = /^-?\d+$/.test(step.key)
      ? `${ctx.params.add(Number(step.key))}::int`
      : `${ctx.params.add(step.key)}::text`;
    expr = `(${expr} ${step.arrow} ${key})`;
  }
  return expr;
}

function castExpr(expr: string, cast: string | undefined): string {
  // cast was checked against /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/ by the parser
  return cast ? `(${expr})::${cast}` : expr;
}

export function orderClause(ctx: CompileContext, node: PlanNode, alias: string): string {
  if (node.params.order.length === 0) return '';
  return ` order by ${node.params.order.map((t) => orderTerm(ctx, node, alias, t)).join(', ')}`;
}

function orderTerm(ctx: CompileContext, node: PlanNode, alias: string, term: OrderTerm): string {
  let expr: string;
  if (term.relation) {
    const embed = node.embeds.find((e) => e.key === term.relation || e.name === term.relation);
    if (!embed) {
      throw new PgrstError(400, 'PGRST108', `'${term.relation}' is not an embedded resource in this request`);
    }
    if (embed.rel.cardinality !== 'one') {
      throw parseError(
        `A related order on '${term.relation}' is not possible`,
        'only to-one relations can order the parent',
      );
    }
    checkColumn(embed.rel.target, term.column);
    const child = ctx.params.nextAlias();
    const source = embedSource(ctx, embed.rel, alias, child);
    expr = `(select ${columnExpr(ctx, child, term.column, term.json, embed.rel.target)} from ${source.from} where ${source.on})`;
  } else {
    checkColumn(node.table, term.column);
    expr = columnExpr(ctx, alias, term.column, term.json, node.table);
  }
  return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
}

export function limitClause(params: { limit?: number; offset?: number }): string {
  // both were validated as non-negative integers by the parser
  return `${params.limit !== undefined ? ` limit ${params.limit}` : ''}${params.offset ? ` offset ${params.offset}` : ''}`;
}
