/**
 * POST /object/list-v2/{bucket} {prefix, limit, cursor, with_delimiter, sortBy}: Storage's flat
 * listing. Every object whose name starts with prefix, or with with_delimiter the next folder
 * level as folders ({key, name}) beside the objects directly there; paged by an opaque cursor.
 */
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketId, storageError } from '../object-names.ts';
import { withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at'] as const;

interface ListV2 {
  prefix: string;
  limit: number;
  offset: number;
  delimiter: boolean;
  column: (typeof SORT_COLUMNS)[number];
  descending: boolean;
}

const cursorOf = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function offsetOf(cursor: unknown): number {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8')) as {
      offset?: unknown;
    };
    if (Number.isInteger(offset) && (offset as number) >= 0) return offset as number;
  } catch {}
  throw storageError(400, 'InvalidRequest', 'cursor is not one this server gave');
}

function listOf(body: unknown): ListV2 {
  const b = (body ?? {}) as Record<string, unknown> & { sortBy?: { column?: unknown; order?: unknown } };
  const limit = Number(b.limit ?? 1000);
  return {
    prefix: typeof b.prefix === 'string' ? b.prefix : '',
    limit: Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 1000) : 1000,
    offset: offsetOf(b.cursor),
    delimiter: b.with_delimiter === true,
    column: SORT_COLUMNS.find((c) => c === b.sortBy?.column) ?? 'name',
    descending: String(b.sortBy?.order).toLowerCase() === 'desc',
  };
}

interface Entry {
  folder: boolean;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

export async function listObjectsV2({ ctx, req, res, params, claims }: StorageRequest) {
  const bucket = checkBucketId(params.bucket ?? '');
  const caller = await claims();
  const list = listOf(await readJson(req));
  const direction = list.descending ? 'desc' : 'asc';
  // Folders have no dates: by name they sort among the objects, by a date they come first.
  const order =
    list.column === 'name'
      ? `name ${direction}`
      : `folder desc, ${list.column} ${direction}, name ${direction}`;
  const rows = await withClaims(ctx.db, caller, async (tx) => {
    const { rows } = await tx.query<Entry>(
      `with under as (
         select o.*, substr(o.name, length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and left(o.name, length($2)) = $2
       ), entries as (
         select distinct $2 || split_part(rest, '/', 1) as name, true as folder, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata
         from under where $3 and strpos(rest, '/') > 0
         union all
         select name, false, id, updated_at, created_at, last_accessed_at, metadata
         from under where not ($3 and strpos(rest, '/') > 0)
       )
       select * from entries order by ${order} limit $4 offset $5`,
      [bucket, list.prefix, list.delimiter, list.limit + 1, list.offset],
    );
    return rows;
  });
  const page = rows.slice(0, list.limit);
  const hasNext = rows.length > list.limit;
  return sendJson(res, 200, {
    hasNext,
    ...(hasNext && { nextCursor: cursorOf(list.offset + list.limit) }),
    folders: page.filter((e) => e.folder).map((e) => ({ key: e.name, name: `${e.name}/` })),
    objects: page
      .filter((e) => !e.folder)
      .map(({ folder: _folder, ...object }) => ({ ...object, key: object.name })),
  });
}
