import { parseError } from '../errors.ts';
import { parseIdentifier, splitTopLevel } from './split.ts';

/**
 * The `select` parameter: columns (alias:col, col::cast, col->json->>path), embedded
 * relations (alias:table!hint!inner(...), ...spread(...)) and aggregates (count, count(),
 * col.count(), col.sum(), col.avg(), col.min(), col.max()). A small hand-written parser: the
 * grammar is tiny and no maintained JS library parses PostgREST's syntax on the server side.
 */
export type JsonStep = { arrow: '->' | '->>'; key: string };

/** PostgREST's aggregate functions: count() alone or on a column, the others on a column. */
export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';
const AGGREGATE_CALL = /\.(count|sum|avg|min|max)$/;

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string; json: JsonStep[] }
  | { kind: 'aggregate'; fn: Aggregate; alias?: string; column?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

export function parseSelect(input: string): SelectItem[] {
  const text = input.trim();
  if (text === '') return [{ kind: 'star' }];
  return splitTopLevel(text, 'select').map((raw) => parseItem(raw.trim(), input));
}

function parseItem(raw: string, whole: string): SelectItem {
  if (raw === '') throw parseError('failed to parse select parameter', `empty item in (${whole})`);
  if (raw === '*') return { kind: 'star' };

  let rest = raw;
  let spread = false;
  if (rest.startsWith('...')) {
    spread = true;
    rest = rest.slice(3);
  }

  // alias: a single colon before any '(' that is not part of '::'
  let alias: string | undefined;
  const paren = rest.indexOf('(');
  const head = paren === -1 ? rest : rest.slice(0, paren);
  const aliasMatch = /^([^:"]+|"[^"]+"):(?!:)/.exec(head);
  if (aliasMatch) {
    alias = parseIdentifier(aliasMatch[1] as string, 'select parameter');
    rest = rest.slice((aliasMatch[0] as string).length);
  }

  const open = rest.indexOf('(');
  if (open !== -1 && rest.endsWith(')')) {
    const target = rest.slice(0, open);
    const inner = rest.slice(open + 1, -1);
    // count() and col.count(), col.sum(), … are aggregates, not embeds
    if (inner === '' && (target === 'count' || AGGREGATE_CALL.test(target))) {
      return aggregateItem(target, alias, undefined, raw);
    }
    if (spread && alias)
      throw parseError('failed to parse select parameter', `a spread cannot have an alias (${raw})`);
    const [nameRaw, ...modifiers] = target.split('!');
    const name = parseIdentifier(nameRaw ?? '', 'select parameter');
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    for (const m of modifiers) {
      if (m === 'inner' || m === 'left') joinType = m;
      else if (m) hint = m;
      else throw parseError('failed to parse select parameter', `empty hint in (${raw})`);
    }
    // users() selects nothing of the embed: it is there to filter on (users!inner())
    const select = inner.trim() === '' ? [] : parseSelect(inner);
    return { kind: 'embed', name, alias, hint, joinType, spread, select };
  }
  if (spread)
    throw parseError('failed to parse select parameter', `only an embedded relation can be spread (${raw})`);

  // count()::int or col.count()::int
  const castSplit = rest.split('::');
  if (castSplit.length > 2)
    throw parseError('failed to parse select parameter', `unexpected "::" in (${raw})`);
  const [body = '', cast] = castSplit;
  if (cast !== undefined && !CAST.test(cast)) {
    throw parseError('failed to parse select parameter', `"${cast}" is not a type name`);
  }
  if (
    body === 'count' ||
    (body.endsWith('()') && (body === 'count()' || AGGREGATE_CALL.test(body.slice(0, -2))))
  ) {
    return aggregateItem(body.replace(/\(\)$/, ''), alias, cast, raw);
  }
  const { name, json } = parseColumnPath(body, 'select parameter');
  return { kind: 'column', name, alias, cast, json };
}

function aggregateItem(
  target: string,
  alias: string | undefined,
  cast: string | undefined,
  raw: string,
): SelectItem {
  if (target === 'count') return { kind: 'aggregate', fn: 'count', alias, cast };
  const dot = target.lastIndexOf('.');
  const column = target.slice(0, dot);
  if (!column) throw parseError('failed to parse select parameter', `missing column in (${raw})`);
  const fn = target.slice(dot + 1) as Aggregate;
  return { kind: 'aggregate', fn, alias, cast, column: parseIdentifier(column, 'select parameter') };
}

/** col, col->a->>b, col->0 */
export function parseColumnPath(raw: string, what: string): { name: string; json: JsonStep[] } {
  const arrow = raw.indexOf('->');
  if (arrow === -1) return { name: parseIdentifier(raw, what), json: [] };
  const name = parseIdentifier(raw.slice(0, arrow), what);
  const json: JsonStep[] = [];
  const re = /(->>|->)([^-]+|-\d+)/gy;
  re.lastIndex = arrow;
  let m: RegExpExecArray | null = re.exec(raw);
  let end = arrow;
  while (m) {
    json.push({ arrow: m[1] as '->' | '->>', key: m[2] as string });
    end = re.lastIndex;
    m = re.exec(raw);
  }
  if (end !== raw.length || json.length === 0) {
    throw parseError(`failed to parse ${what}`, `invalid JSON path in (${raw})`);
  }
  return { name, json };
}
