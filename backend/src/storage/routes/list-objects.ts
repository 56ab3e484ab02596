/** POST /object/list/{bucket} {prefix, limit, offset, search, sortBy}: one folder level, one page. */
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketId } from '../object-names.ts';
import { type ListPage, listObjectPage, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

function listPageOf(body: unknown): ListPage {
  const options = (body ?? {}) as {
    prefix?: unknown;
    limit?: unknown;
    offset?: unknown;
    search?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
  };
  const prefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+|\/+$/g, '') : '';
  const column = SORT_COLUMNS.find((c) => c === options.sortBy?.column) ?? 'name';
  return {
    prefix: prefix ? `${prefix}/` : '',
    search: typeof options.search === 'string' ? options.search : '',
    sortColumn: column,
    descending: String(options.sortBy?.order).toLowerCase() === 'desc',
    limit: Math.min(Math.max(Number(options.limit ?? 100) || 100, 1), 1000),
    offset: Math.max(Math.floor(Number(options.offset ?? 0)) || 0, 0),
  };
}

export async function listObjects({ ctx, req, res, params, claims }: StorageRequest) {
  const { bucket = '' } = params;
  const caller = await claims();
  checkBucketId(bucket);
  const page = listPageOf(await readJson(req));
  return sendJson(res, 200, await withClaims(ctx.db, caller, (tx) => listObjectPage(tx, bucket, page)));
}
