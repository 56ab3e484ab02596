import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';

/**
 * Adds a track at the end of a playlist the caller owns or edits (public.add_playlist_track picks
 * the position in the same statement, so two editors adding at once both land at the end).
 */
export async function addToPlaylistMutation(
  { playlistId, trackId }: { playlistId: string; trackId: string },
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { error } = await client.rpc('add_playlist_track', { playlist: playlistId, track: trackId });
  if (error) throw error;
}

export function useAddToPlaylist() {
  return useMutation(
    {
      mutationFn: (input: { playlistId: string; trackId: string }) => addToPlaylistMutation(input),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}
