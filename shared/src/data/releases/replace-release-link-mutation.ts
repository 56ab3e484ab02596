import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { releaseKeys } from './release-keys.ts';

/** A new secret link for the owner's release; the old one then opens nothing. Returns the token. */
export async function replaceReleaseLinkMutation(releaseId: string, client: HifiClient = getSupabase()) {
  const { data, error } = await client.rpc('replace_release_link', { release: releaseId });
  if (error) throw error;
  return data;
}

export function useReplaceReleaseLink() {
  return useMutation(
    {
      mutationFn: (releaseId: string) => replaceReleaseLinkMutation(releaseId),
      onSettled: () => hifiQueryClient.invalidateQueries({ queryKey: releaseKeys.all }),
    },
    hifiQueryClient,
  );
}
