/**
 * The one database interface the stack talks to. Two implementations: PGlite (embedded, the
 * default) and PostgreSQL (DATABASE_URL). Everything above this file is the same SQL on both.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

/** Settings (GUCs) by name, each set local to a transaction. */
export type TransactionSettings = ReadonlyArray<readonly [name: string, value: string]>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction on one connection; rolls back when fn throws. `settings` are set
   * local to it (set_config(name, value, true)) as it begins: on PostgreSQL in the same round trip
   * as BEGIN, which every API request pays.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: TransactionSettings): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** Folder for PGlite's files; undefined means in memory (tests). */
  dataDir?: string;
  /** In memory only: start from this dumped PGlite data directory (a .tar) instead of initdb. */
  pgliteImage?: string;
}
