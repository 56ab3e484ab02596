import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { trackKeys } from './track-shape.ts';

/** The genres some track carries, sorted (the list_genres() function of supabase/migrations). */
export async function genresQuery(client: HifiClient = getSupabase()): Promise<string[]> {
  const { data, error } = await client.rpc('list_genres');
  if (error) throw error;
  return (data as unknown[]).map((row) =>
    typeof row === 'string' ? row : String((row as Record<string, unknown>).list_genres),
  );
}

export const genresOptions = () =>
  queryOptions({ queryKey: trackKeys.genres(), queryFn: () => genresQuery() });
