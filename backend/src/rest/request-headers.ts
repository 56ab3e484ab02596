import type { IncomingMessage } from 'node:http';
import { PgrstError } from './errors.ts';

/** What PostgREST reads from request headers: Prefer, Accept, Range and the schema profile. */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  rollback: boolean;
  /** with handling=strict: a mutation touching more rows than this fails and rolls back */
  maxAffected?: number;
}

export function readPreferences(req: IncomingMessage): Preferences {
  const raw = headerValues(req, 'prefer')
    .flatMap((h) => h.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const prefs: Preferences = { return: 'minimal', missingDefault: false, rollback: false };
  let strict = false;
  let maxAffected: number | undefined;
  for (const p of raw) {
    const [key, value] = p.split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true;
    } else if (key === 'tx' && value === 'rollback') {
      prefs.rollback = true;
    } else if (key === 'handling' && value === 'strict') {
      strict = true;
    } else if (key === 'max-affected' && value !== undefined && /^\d+$/.test(value)) {
      maxAffected = Number(value);
    }
    // Others (timezone, params, …) are accepted and ignored, as PostgREST's lenient handling does.
  }
  if (strict && maxAffected !== undefined) prefs.maxAffected = maxAffected;
  return prefs;
}

export interface AcceptedMedia {
  single: boolean;
  stripNulls: boolean;
  /** text/csv: a header of the column names, then a line per row (a read's answer) */
  csv?: boolean;
}

export function readAccept(req: IncomingMessage): AcceptedMedia {
  const accept = req.headers.accept;
  if (!accept) return { single: false, stripNulls: false };
  for (const option of accept.split(',')) {
    const [type = '', ...params] = option.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'text/csv') return { single: false, stripNulls: false, csv: true };
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/*' ||
      type === '*/*'
    ) {
      return { single: false, stripNulls };
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Range: 0-9 (items). Returns offset and limit, or undefined when absent. */
export function readRange(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const range = req.headers.range;
  if (!range) return undefined;
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!m)
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `invalid Range header "${range}"`,
    );
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from)
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `invalid Range header "${range}"`,
    );
  return { offset: from, limit: to - from + 1 };
}

export function checkProfile(req: IncomingMessage, schema: string) {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (typeof profile === 'string' && profile !== schema) {
    throw new PgrstError(406, 'PGRST106', `The schema must be one of the following: ${schema}`);
  }
}

function headerValues(req: IncomingMessage, name: string): string[] {
  const v = req.headers[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}
