import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';

/** Removes one appearance of a track (a playlist_tracks row) from a playlist. */
export async function removePlaylistEntryMutation(
  entryId: number,
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { data, error } = await client.from('playlist_tracks').delete().eq('id', entryId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only the owner and editors change this playlist');
}

export function useRemovePlaylistEntry() {
  return useMutation(
    { mutationFn: (entryId: number) => removePlaylistEntryMutation(entryId), onSettled: invalidatePlaylists },
    hifiQueryClient,
  );
}
