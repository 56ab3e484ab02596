import { queryOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { TRACK_SELECT, type Track, trackKeys } from './track-shape.ts';

/**
 * An unlisted track through its secret link (rpc/track_by_link): whoever holds the token reads
 * it, never a private one or one not yet published; null when the link opens nothing.
 */
export async function trackByLinkQuery(
  link: string,
  client: HifiClient = getSupabase(),
): Promise<Track | null> {
  const { data, error } = await client.rpc('track_by_link', { link }).select(TRACK_SELECT).maybeSingle();
  if (error) throw error;
  return data as Track | null;
}

/** The owner's secret link token of their track; null for everyone else (RLS) and before it exists. */
export async function trackLinkTokenQuery(trackId: string, client: HifiClient = getSupabase()) {
  const { data, error } = await client
    .from('track_links')
    .select('token')
    .eq('audio_file_id', trackId)
    .maybeSingle();
  if (error) throw error;
  return data?.token ?? null;
}

export const trackByLinkOptions = (link: string) =>
  queryOptions({ queryKey: [...trackKeys.all, 'link', link], queryFn: () => trackByLinkQuery(link) });

export const trackLinkTokenOptions = (trackId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: [...trackKeys.all, 'link-token', trackId, viewerId],
    queryFn: () => trackLinkTokenQuery(trackId),
  });

/** A new secret link for the owner's track; the old one then opens nothing. */
export function useReplaceTrackLink() {
  return useMutation(
    {
      mutationFn: async (trackId: string) => {
        const { data, error } = await getSupabase().rpc('replace_track_link', { track: trackId });
        if (error) throw error;
        return data;
      },
      onSettled: () => hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
    },
    hifiQueryClient,
  );
}
