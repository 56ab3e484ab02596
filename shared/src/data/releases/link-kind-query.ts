import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

/** What a secret link (/s/{token}) opens; null when it opens nothing the caller may read. */
export type LinkKind = 'playlist' | 'release' | 'track';

export async function linkKindQuery(
  link: string,
  client: HifiClient = getSupabase(),
): Promise<LinkKind | null> {
  const { data, error } = await client.rpc('link_kind', { link });
  if (error) throw error;
  return (data as LinkKind | null) ?? null;
}

export const linkKindOptions = (link: string, viewerId: string | null) =>
  queryOptions({ queryKey: ['links', link, viewerId] as const, queryFn: () => linkKindQuery(link) });
