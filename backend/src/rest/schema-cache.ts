import type { Queryable } from '../db/database.ts';

/**
 * What PostgREST calls the schema cache: tables, columns, keys and foreign keys of the exposed
 * schema, read from pg_catalog at start. Every identifier in a request is checked against it
 * before it reaches SQL, and relationships for embedding are found from the foreign keys here.
 */
export interface Column {
  name: string;
  /** format_type() of the column, e.g. 'text[]', 'uuid', 'timestamp with time zone' */
  type: string;
  hasDefault: boolean;
  nullable: boolean;
  /** generated always (identity or stored expression): never written by clients */
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets that are unique (primary key and unique constraints/indexes). */
  uniques: string[][];
  insertable: boolean;
  /**
   * Functions taking this table's row as their one argument (PostgREST's computed fields and
   * computed relationships): selected like a column when they return a scalar, embedded like a
   * relation when they return rows of a table.
   */
  computed?: Map<string, RpcFunction>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RpcFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** The function returns rows of a table or a composite/record type. */
  returnsRows: boolean;
  volatility: 'i' | 's' | 'v';
  /** declared ROWS estimate: 1 makes a set-returning computed relationship to-one */
  rows?: number;
  /** RETURNS TABLE (…) or OUT parameters: the columns of the record it returns */
  outColumns?: Column[];
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RpcFunction[]>;
}

export async function loadSchemaCache(db: Queryable, schema = 'public'): Promise<SchemaCache> {
  const tables = new Map<string, Table>();
  const tableRows = await db.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind::text as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [schema],
  );
  for (const t of tableRows.rows) {
    tables.set(t.name, {
      name: t.name,
      columns: new Map(),
      primaryKey: [],
      uniques: [],
      insertable: t.kind === 'r' || t.kind === 'p' || t.kind === 'v',
    });
  }

  const columnRows = await db.query<{
    table: string;
    name: string;
    type: string;
    has_default: boolean;
    nullable: boolean;
    generated: boolean;
  }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            (a.atthasdef or a.attidentity <> '') as has_default, not a.attnotnull as nullable,
            (a.attidentity = 'a' or a.attgenerated <> '') as generated
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [schema],
  );
  for (const c of columnRows.rows) {
    tables.get(c.table)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      hasDefault: c.has_default,
      nullable: c.nullable,
      generated: c.generated,
    });
  }

  const uniqueRows = await db.query<{ table: string; primary: boolean; columns: string[] }>(
    `select c.relname as table, i.indisprimary as primary,
            array(select a.attname from unnest(i.indkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                  order by k.ord)::text[] as columns
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and i.indisunique and i.indpred is null`,
    [schema],
  );
  for (const u of uniqueRows.rows) {
    const table = tables.get(u.table);
    if (!table) continue;
    const columns = parsePgArray(u.columns);
    if (u.primary) table.primaryKey = columns;
    table.uniques.push(columns);
  }

  const fkRows = await db.query<{
    name: string;
    table: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
  }>(
    `select con.conname as name, c.relname as table, rc.relname as ref_table,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as ref_columns
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class rc on rc.oid = con.confrelid
     join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  );
  const foreignKeys = fkRows.rows.map((f) => ({
    name: f.name,
    table: f.table,
    columns: parsePgArray(f.columns),
    refTable: f.ref_table,
    refColumns: parsePgArray(f.ref_columns),
  }));

  const functions = new Map<string, RpcFunction[]>();
  const fnRows = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    arg_modes: string[] | null;
    n_defaults: number;
    return_type: string;
    returns_set: boolean;
    returns_rows: boolean;
    volatility: 'i' | 's' | 'v';
    rows: number;
  }>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)::text[] as arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as n_defaults,
            format_type(p.prorettype, null) as return_type, p.proretset as returns_set,
            (rt.typtype = 'c' or rt.oid = 'record'::regtype) as returns_rows,
            p.provolatile::text as volatility, p.prorows::float8 as rows
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1 and p.prokind = 'f' and rt.oid <> 'trigger'::regtype`,
    [schema],
  );
  for (const f of fnRows.rows) {
    const names = f.arg_names ? parsePgArray(f.arg_names) : [];
    const types = f.arg_types ? parsePgArray(f.arg_types) : [];
    const modes = f.arg_modes ? parsePgArray(f.arg_modes) : types.map(() => 'i');
    const inArgs = types
      .map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outColumns = types
      .map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
      .map(({ name, type }) => ({ name, type, hasDefault: false, nullable: true, generated: false }));
    const args = inArgs.map((a, i) => ({
      name: a.name,
      type: a.type,
      hasDefault: i >= inArgs.length - f.n_defaults,
    }));
    const list = functions.get(f.name) ?? [];
    list.push({
      name: f.name,
      args,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsRows: f.returns_rows,
      volatility: f.volatility,
      rows: Number(f.rows),
      ...(outColumns.length > 0 && f.return_type === 'record' ? { outColumns } : {}),
    });
    functions.set(f.name, list);
  }
  for (const [name, overloads] of functions) {
    for (const fn of overloads) {
      const only = fn.args.length === 1 ? fn.args[0] : undefined;
      const table = only && tables.get(only.type.replace(/^public\./, ''));
      if (!table) continue;
      table.computed ??= new Map();
      table.computed.set(name, fn);
    }
  }

  return { schema, tables, foreignKeys, functions };
}

/** node-postgres returns text[] as a JS array; PGlite may too. Accept either, or a '{a,b}' literal. */
function parsePgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}
