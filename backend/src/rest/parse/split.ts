import { parseError } from '../errors.ts';

/**
 * Splits PostgREST list syntax on top-level commas, keeping parenthesised groups and
 * double-quoted values (with backslash escapes) whole. Shared by select, order and logic trees.
 */
export function splitTopLevel(input: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  // {…} is an array literal (cs.{a,b} inside or=(…)): its commas are the value's, as in PostgREST
  let braces = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) {
        current += input[++i];
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '{') braces++;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`failed to parse ${what} (${input})`, `unexpected ")" at ${i}`);
    } else if (ch === ',' && depth === 0 && braces === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted) throw parseError(`failed to parse ${what} (${input})`, 'unterminated double quote');
  if (depth !== 0) throw parseError(`failed to parse ${what} (${input})`, 'unbalanced parentheses');
  parts.push(current);
  return parts;
}

/** A value that may be wrapped in double quotes ("a,b" → a,b; \" → "). */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Identifiers as PostgREST accepts them unquoted; anything else must come quoted. */
export function parseIdentifier(raw: string, what: string): string {
  const name = unquote(raw.trim());
  if (!name || /[\0]/.test(name)) throw parseError(`failed to parse ${what}`, `"${raw}" is not a valid name`);
  return name;
}
