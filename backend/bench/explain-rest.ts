import type { Queryable, TransactionSettings } from '../src/db/database.ts';
import type { RunningStack } from '../src/stack.ts';

/**
 * The plan PostgreSQL ran for a REST request: the stack's transactions are watched for the
 * request's select, which is run once more under EXPLAIN (ANALYZE, BUFFERS) in the same
 * transaction, as the same role, with the same parameters. Answers the JSON plan.
 */
export async function explainRest(
  stack: RunningStack,
  request: () => PromiseLike<unknown>,
): Promise<unknown> {
  const db = stack.db;
  const transaction = db.transaction;
  let explained: unknown;
  const watch = (tx: Queryable): Queryable => ({
    exec: (sql) => tx.exec(sql),
    async query<R>(sql: string, params?: unknown[]) {
      if (explained === undefined && /^select coalesce\(json_agg/.test(sql)) {
        const r = await tx.query<{ 'QUERY PLAN': unknown }>(
          `explain (analyze, buffers, format json) ${sql}`,
          params,
        );
        explained = r.rows[0]?.['QUERY PLAN'];
      }
      return tx.query<R>(sql, params);
    },
  });
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>, settings?: TransactionSettings) =>
    transaction.call(db, (tx: Queryable) => fn(watch(tx)), settings) as Promise<T>;
  try {
    await request();
  } finally {
    db.transaction = transaction;
  }
  if (explained === undefined) throw new Error('the REST request ran no select to explain');
  return typeof explained === 'string' ? JSON.parse(explained) : explained;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Function Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export const rootOf = (explained: unknown) => (explained as Array<{ Plan: PlanNode }>)[0]?.Plan as PlanNode;

/** Every scan in the plan, embeds included: "Index Scan using follows_followee on follows", … */
export function scansOf(explained: unknown): string[] {
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    const type = node['Node Type'];
    if (/Scan$/.test(type) && (node['Relation Name'] || node['Index Name'])) {
      const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
      const using = node['Index Name']
        ? type.startsWith('Bitmap Index')
          ? ` ${node['Index Name']}`
          : ` using ${node['Index Name']}`
        : '';
      scans.push(`${type}${using}${on}`);
    }
    if (type === 'Function Scan' && node['Function Name'])
      scans.push(`Function Scan on ${node['Function Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(rootOf(explained));
  return [...new Set(scans)];
}
