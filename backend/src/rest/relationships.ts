import { PgrstError } from './errors.ts';
import type { ForeignKey, SchemaCache, Table } from './schema-cache.ts';

/**
 * Finds how an embedded name relates to its parent, from foreign keys alone, as PostgREST does:
 * many-to-one (parent holds the key), one-to-many (child holds it; one-to-one when the child's
 * key columns are unique) and many-to-many through a junction whose primary key holds both keys.
 */
export interface Relationship {
  cardinality: 'one' | 'many';
  target: Table;
  /** [parent column, child column] pairs; for many-to-many, unused (see junction). */
  pairs: Array<[string, string]>;
  junction?: {
    table: Table;
    /** [junction column, parent column] */
    toParent: Array<[string, string]>;
    /** [junction column, child column] */
    toChild: Array<[string, string]>;
  };
  constraint: string;
  description: string;
  /** a computed relationship: rows of the function called with the parent's row */
  computed?: string;
}

export function resolveRelationship(
  cache: SchemaCache,
  parent: Table,
  name: string,
  hint: string | undefined,
): Relationship {
  const computed = parent.computed?.get(name);
  const computedTarget = computed?.returnsRows
    ? cache.tables.get(computed.returnType.replace(/^public\./, ''))
    : undefined;
  if (computed && computedTarget && !hint) {
    return {
      cardinality: computed.returnsSet && computed.rows !== 1 ? 'many' : 'one',
      target: computedTarget,
      pairs: [],
      constraint: name,
      description: `computed relationship ${name}(${parent.name})`,
      computed: name,
    };
  }
  const target = cache.tables.get(name);
  let candidates: Array<Relationship & { fks: ForeignKey[] }> = [];

  if (target) {
    for (const fk of cache.foreignKeys) {
      // A table embedded in itself by its name is its children (one-to-many), as in PostgREST; its
      // parent row is embedded by the key's column (select=*,parent_id(*)).
      const self = fk.table === fk.refTable;
      if (fk.table === parent.name && fk.refTable === target.name && !self) {
        candidates.push({
          cardinality: 'one',
          target,
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] as string]),
          constraint: fk.name,
          description: `many-to-one using ${parent.name}(${fk.columns.join(', ')}) and ${target.name}(${fk.refColumns.join(', ')})`,
          fks: [fk],
        });
      }
      if (fk.table === target.name && fk.refTable === parent.name) {
        const unique = target.uniques.some((u) => sameSet(u, fk.columns));
        candidates.push({
          cardinality: unique ? 'one' : 'many',
          target,
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] as string]),
          constraint: fk.name,
          description: `${unique ? 'one-to-one' : 'one-to-many'} using ${parent.name}(${fk.refColumns.join(', ')}) and ${target.name}(${fk.columns.join(', ')})`,
          fks: [fk],
        });
      }
    }
    for (const junction of cache.tables.values()) {
      if (junction.name === parent.name || junction.name === target.name) continue;
      const toParent = cache.foreignKeys.filter(
        (f) => f.table === junction.name && f.refTable === parent.name,
      );
      const toChild = cache.foreignKeys.filter(
        (f) => f.table === junction.name && f.refTable === target.name,
      );
      for (const fp of toParent) {
        for (const fc of toChild) {
          const keyCols = [...fp.columns, ...fc.columns];
          if (!keyCols.every((c) => junction.primaryKey.includes(c))) continue;
          candidates.push({
            cardinality: 'many',
            target,
            pairs: [],
            junction: {
              table: junction,
              toParent: fp.columns.map((c, i) => [c, fp.refColumns[i] as string]),
              toChild: fc.columns.map((c, i) => [c, fc.refColumns[i] as string]),
            },
            constraint: `${fp.name},${fc.name}`,
            description: `many-to-many using ${junction.name}`,
            fks: [fp, fc],
          });
        }
      }
    }
  } else {
    // Embedding by a foreign key's column or constraint name: select=author:user_id(username)
    for (const fk of cache.foreignKeys) {
      if (
        fk.table === parent.name &&
        (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
      ) {
        const ref = cache.tables.get(fk.refTable);
        if (!ref) continue;
        candidates.push({
          cardinality: 'one',
          target: ref,
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] as string]),
          constraint: fk.name,
          description: `many-to-one using ${parent.name}(${fk.columns.join(', ')})`,
          fks: [fk],
        });
      }
      // …or the constraint name of a foreign key to the parent: the rows that point at it
      if (fk.name === name && fk.refTable === parent.name && fk.table !== parent.name) {
        const child = cache.tables.get(fk.table);
        if (!child) continue;
        const unique = child.uniques.some((u) => sameSet(u, fk.columns));
        candidates.push({
          cardinality: unique ? 'one' : 'many',
          target: child,
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] as string]),
          constraint: fk.name,
          description: `${unique ? 'one-to-one' : 'one-to-many'} using ${parent.name}(${fk.refColumns.join(', ')}) and ${child.name}(${fk.columns.join(', ')})`,
          fks: [fk],
        });
      }
    }
  }

  if (hint) {
    candidates = candidates.filter(
      (c) =>
        c.junction?.table.name === hint ||
        c.fks.some(
          (fk) =>
            // PostgREST matches a self-reference's hint by its columns only
            (fk.name === hint && fk.table !== fk.refTable) ||
            fk.columns.includes(hint) ||
            fk.refColumns.includes(hint),
        ),
    );
  }
  if (candidates.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    candidates.sort((a, b) => a.constraint.localeCompare(b.constraint));
    throw new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map((c) => {
        const [cardinality, using] = c.description.split(' using ');
        return {
          cardinality: cardinality as string,
          embedding: `${parent.name} with ${name}`,
          relationship: c.junction
            ? `${cache.schema}.${c.junction.table.name} using ${c.fks.map((fk) => `${fk.name}(${fk.columns.join(', ')})`).join(' and ')}`
            : `${c.constraint} using ${using}`,
        };
      }),
      `Try changing '${name}' to one of the following: ${candidates.map((c) => `'${name}!${c.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const { fks: _fks, ...relationship } = candidates[0] as Relationship & { fks: ForeignKey[] };
  return relationship;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
