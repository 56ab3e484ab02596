import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { playlistTitleProblem } from './create-playlist-mutation.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';
import type { PlaylistVisibility } from './playlist-shape.ts';

export interface PlaylistChange {
  title?: string;
  description?: string | null;
  visibility?: PlaylistVisibility;
}

/** Renames a playlist or changes who may read it; only its owner may (row level security). */
export async function updatePlaylistMutation(
  { playlistId, change }: { playlistId: string; change: PlaylistChange },
  client: HifiClient = getSupabase(),
): Promise<void> {
  if (change.title !== undefined) {
    const problem = playlistTitleProblem(change.title);
    if (problem) throw new Error(problem);
  }
  const { data, error } = await client
    .from('playlists')
    .update({ ...change, title: change.title?.trim() })
    .eq('id', playlistId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only the owner changes this playlist');
}

/** Deletes a playlist with its tracks and editors; only its owner may. */
export async function deletePlaylistMutation(
  playlistId: string,
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { data, error } = await client.from('playlists').delete().eq('id', playlistId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only the owner deletes this playlist');
}

/** The owner replaces the secret link; whoever had the old one finds nothing there. */
export async function replacePlaylistLinkMutation(
  playlistId: string,
  client: HifiClient = getSupabase(),
): Promise<string> {
  const { data, error } = await client.rpc('replace_playlist_link', { playlist: playlistId });
  if (error) throw error;
  return data;
}

export function useUpdatePlaylist() {
  return useMutation(
    {
      mutationFn: (input: { playlistId: string; change: PlaylistChange }) => updatePlaylistMutation(input),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}

export function useDeletePlaylist() {
  return useMutation(
    {
      mutationFn: (playlistId: string) => deletePlaylistMutation(playlistId),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}

export function useReplacePlaylistLink() {
  return useMutation(
    {
      mutationFn: (playlistId: string) => replacePlaylistLinkMutation(playlistId),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}
