import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { playlistKeys } from './playlist-keys.ts';
import { PLAYLIST_SUMMARY_SELECT, type PlaylistSummary, type PlaylistVisibility } from './playlist-shape.ts';

export interface EditablePlaylist extends PlaylistSummary {
  tracks_count: number;
}

/** The playlists the signed-in member owns or edits, by title: where "Add to playlist" may add. */
export async function editablePlaylistsQuery(
  client: HifiClient = getSupabase(),
): Promise<EditablePlaylist[]> {
  const { data, error } = await client
    .rpc('editable_playlists')
    .select(`${PLAYLIST_SUMMARY_SELECT}, playlist_tracks(count)`)
    .order('title')
    .order('id');
  if (error) throw error;
  return data.map(({ playlist_tracks, ...p }) => ({
    ...p,
    visibility: p.visibility as PlaylistVisibility,
    tracks_count: playlist_tracks[0]?.count ?? 0,
  }));
}

export const editablePlaylistsOptions = (userId: string) =>
  queryOptions({ queryKey: playlistKeys.editable(userId), queryFn: () => editablePlaylistsQuery() });
