import { parseError } from '../errors.ts';
import { type Condition, parseLogic, parseOperation } from './filter.ts';
import { type JsonStep, parseColumnPath, parseSelect, type SelectItem } from './select.ts';
import { parseIdentifier, splitTopLevel } from './split.ts';

/**
 * The query string of a table request split into what applies to the root and what applies to
 * each embedded relation (keys prefixed with its path: `comments.order`, `profiles.username`).
 */
export interface OrderTerm {
  /** set when ordering the parent by a column of a to-one embed: order=profiles(username) */
  relation?: string;
  column: string;
  json: JsonStep[];
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface NodeParams {
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** '' is the root; 'comments' or 'comments.profiles' an embed, by alias or name */
  nodes: Map<string, NodeParams>;
  onConflict?: string[];
  columns?: string[];
  /** Everything else, for RPC GET arguments. */
  rest: URLSearchParams;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

export function parseQuery(params: URLSearchParams, options: { argNames?: Set<string> } = {}): ParsedQuery {
  const nodes = new Map<string, NodeParams>();
  const node = (path: string) => {
    let n = nodes.get(path);
    if (!n) {
      n = { filters: [], order: [] };
      nodes.set(path, n);
    }
    return n;
  };
  node('');
  const parsed: ParsedQuery = {
    select: parseSelect(params.get('select') ?? '*'),
    nodes,
    rest: new URLSearchParams(),
  };

  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (options.argNames?.has(key)) {
      parsed.rest.append(key, value);
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1] as string;
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const target = node(segments.slice(0, -1).join('.'));
      if (last === 'order') target.order.push(...parseOrder(value));
      else target[last] = parseNonNegative(last, value);
      continue;
    }
    if (last === 'or' || last === 'and') {
      let path = segments.slice(0, -1);
      let negated = false;
      if (path[path.length - 1] === 'not') {
        negated = true;
        path = path.slice(0, -1);
      }
      node(path.join('.')).filters.push(parseLogic(last, negated, value));
      continue;
    }
    // a JSON path may contain dots only after its arrow; embed paths come before the column
    const arrow = key.indexOf('->');
    const lastDot = arrow === -1 ? key.lastIndexOf('.') : key.lastIndexOf('.', arrow);
    node(lastDot === -1 ? '' : key.slice(0, lastDot)).filters.push(
      parseOperation(key.slice(lastDot + 1), value),
    );
  }

  const onConflict = params.get('on_conflict');
  if (onConflict !== null) {
    parsed.onConflict = splitTopLevel(onConflict, 'on_conflict').map((c) =>
      parseIdentifier(c, 'on_conflict'),
    );
  }
  const columns = params.get('columns');
  if (columns !== null) {
    parsed.columns = splitTopLevel(columns, 'columns').map((c) => parseIdentifier(c, 'columns'));
  }
  return parsed;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, 'order').map((raw) => {
    const term = raw.trim();
    let relation: string | undefined;
    let rest = term;
    const rel = /^([^().]+)\(([^()]+)\)(.*)$/.exec(term);
    if (rel) {
      relation = parseIdentifier(rel[1] as string, 'order');
      rest = `${rel[2]}${rel[3]}`;
    }
    const parts = rest.split('.');
    const modifiers: string[] = [];
    while (parts.length > 1 && /^(asc|desc|nullsfirst|nullslast)$/.test(parts[parts.length - 1] as string)) {
      modifiers.unshift(parts.pop() as string);
    }
    const columnText = parts.join('.');
    if (!columnText) throw parseError(`failed to parse order (${text})`, `missing column in "${term}"`);
    const { name, json } = parseColumnPath(columnText, `order (${text})`);
    const out: OrderTerm = { relation, column: name, json };
    for (const m of modifiers) {
      if (m === 'asc' || m === 'desc') out.direction = m;
      else out.nulls = m === 'nullsfirst' ? 'first' : 'last';
    }
    return out;
  });
}

function parseNonNegative(what: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(`failed to parse ${what} (${value})`, 'expected a non-negative integer');
  return Number(value);
}
