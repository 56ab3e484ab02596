/**
 * Keyset paging newest first by (created_at, id), as the feed and the notifications page: a page
 * after a cursor is a PostgREST `or` filter (no OFFSET, so rows added meanwhile shift nothing).
 */
export interface NewestFirstCursor {
  createdAt: string;
  id: string;
}

/** The `or` filter for the rows after `cursor`, newest first. */
export const olderThan = ({ createdAt, id }: NewestFirstCursor) =>
  `created_at.lt."${createdAt}",and(created_at.eq."${createdAt}",id.lt.${id})`;

/** Where the next page starts, or null when this page was the last (shorter than a full page). */
export function nextCursor(
  rows: ReadonlyArray<{ created_at: string; id: string }>,
  pageSize: number,
): NewestFirstCursor | null {
  const last = rows.at(-1);
  return last && rows.length === pageSize ? { createdAt: last.created_at, id: last.id } : null;
}
