import { parseError } from '../errors.ts';
import { type JsonStep, parseColumnPath } from './select.ts';
import { splitTopLevel, unquote } from './split.ts';

/** Filters: `col=[not.]op[(modifier)].value` and logic trees `or=(a.eq.1,and(b.gt.2,c.is.null))`. */
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPERATOR_SET = new Set<string>(OPERATORS);

export interface Predicate {
  kind: 'predicate';
  column: string;
  json: JsonStep[];
  negated: boolean;
  op: Operator;
  /** any/all for eq, like, ilike, gt…; the text search language for fts operators */
  modifier?: string;
  /** The raw value; for `in` the list of values. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Predicate | Logic;

/** `[not.]op[(mod)].value` for the column `column` (already split off the key). */
export function parseOperation(column: string, text: string): Predicate {
  const { name, json } = parseColumnPath(column, `filter (${column})`);
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\.(.*)$/s.exec(rest);
  if (!m || !OPERATOR_SET.has(m[1] as string)) {
    throw parseError(`failed to parse filter (${text})`, `unknown operator in "${column}=${text}"`);
  }
  const op = m[1] as Operator;
  const modifier = m[2];
  const raw = m[3] as string;
  if (modifier && !['any', 'all'].includes(modifier) && !op.endsWith('fts')) {
    throw parseError(`failed to parse filter (${text})`, `unknown modifier "${modifier}"`);
  }
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw parseError(`failed to parse filter (${text})`, 'in expects a list in parentheses: in.(a,b)');
    }
    const inner = raw.slice(1, -1);
    const value = inner === '' ? [] : splitTopLevel(inner, 'filter').map((v) => unquote(v.trim()));
    return { kind: 'predicate', column: name, json, negated, op, modifier, value };
  }
  if (op === 'is' && !/^(null|true|false|unknown)$/i.test(raw)) {
    throw parseError(`failed to parse filter (${text})`, 'is expects null, true, false or unknown');
  }
  return { kind: 'predicate', column: name, json, negated, op, modifier, value: unquote(raw) };
}

/** The value of an `or`/`and` parameter: `(a.eq.1,b.gt.2)`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, text: string): Logic {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`, `${op} expects a list in parentheses`);
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw parseError(`failed to parse logic tree (${text})`, 'empty list');
  const children = splitTopLevel(inner, 'logic tree').map((part) => parseLogicElement(part.trim(), text));
  return { kind: 'logic', op, negated, children };
}

function parseLogicElement(part: string, whole: string): Condition {
  let rest = part;
  let negated = false;
  if (rest.startsWith('not.')) {
    const nested = /^not\.(and|or)\(/.exec(rest);
    if (nested) {
      negated = true;
      rest = rest.slice(4);
    }
  }
  const nested = /^(and|or)(\(.*\))$/s.exec(rest);
  if (nested) return parseLogic(nested[1] as 'and' | 'or', negated, nested[2] as string);
  // column.op.value — the column is everything before the first '.' (outside a JSON path)
  const dot = part.indexOf('.');
  if (dot <= 0)
    throw parseError(`failed to parse logic tree (${whole})`, `"${part}" is not column.operator.value`);
  return parseOperation(part.slice(0, dot), part.slice(dot + 1));
}
