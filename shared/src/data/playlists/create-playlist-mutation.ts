import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';
import type { PlaylistVisibility } from './playlist-shape.ts';

/** A title's limits, as the table checks them (docs/product.md#3-entities). */
export const PLAYLIST_TITLE_MAX = 200;

/** Why a title cannot be saved, or null when it can. */
export function playlistTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'A playlist needs a title';
  if (trimmed.length > PLAYLIST_TITLE_MAX) return `A title has at most ${PLAYLIST_TITLE_MAX} characters`;
  return null;
}

/** Makes a playlist owned by `userId`; returns its id. */
export async function createPlaylistMutation(
  {
    userId,
    title,
    visibility = 'public',
  }: { userId: string; title: string; visibility?: PlaylistVisibility },
  client: HifiClient = getSupabase(),
): Promise<string> {
  const problem = playlistTitleProblem(title);
  if (problem) throw new Error(problem);
  const { data, error } = await client
    .from('playlists')
    .insert({ user_id: userId, title: title.trim(), visibility })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export function useCreatePlaylist() {
  return useMutation(
    {
      mutationFn: (input: { userId: string; title: string; visibility?: PlaylistVisibility }) =>
        createPlaylistMutation(input),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}
