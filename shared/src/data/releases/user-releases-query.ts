import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { releaseKeys } from './release-keys.ts';
import { KIND_LABELS, type ReleaseKind } from './release-shape.ts';

export interface ReleaseSummary {
  id: string;
  title: string;
  kind: ReleaseKind;
  release_date: string | null;
  cover_path: string | null;
}

/**
 * A member's releases as the caller may see them (row level security: a visitor never gets an
 * unlisted, private or not yet published one), newest first: by release date, then when made.
 */
export async function userReleasesQuery(userId: string, client: HifiClient = getSupabase()) {
  const { data, error } = await client
    .from('releases')
    .select('id, title, kind, release_date, cover_path')
    .eq('user_id', userId)
    .order('release_date', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(
    (r): ReleaseSummary => ({ ...r, kind: r.kind in KIND_LABELS ? (r.kind as ReleaseKind) : 'album' }),
  );
}

export const userReleasesOptions = (userId: string, viewerId: string | null) =>
  queryOptions({ queryKey: releaseKeys.byUser(userId, viewerId), queryFn: () => userReleasesQuery(userId) });
