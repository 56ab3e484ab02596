import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { INVALID_TEXT_REPRESENTATION, type Track } from '../tracks/track-shape.ts';
import { type PlaylistRef, playlistKeys } from './playlist-keys.ts';
import {
  PLAYLIST_ENTRY_SELECT,
  PLAYLIST_MEMBER_SELECT,
  PLAYLIST_SELECT,
  type Playlist,
  type PlaylistEntry,
  type PlaylistPerson,
  type PlaylistVisibility,
} from './playlist-shape.ts';

/**
 * One playlist with its owner, editors and tracks in order; null when there is none the caller
 * may read. By id, row level security decides (public ones, and those the caller owns or edits);
 * by its secret link, the security-definer functions of the playlist_links migration do, so an
 * unlisted playlist opens only through a link that is still its own.
 */
export async function playlistQuery(
  ref: PlaylistRef,
  client: HifiClient = getSupabase(),
): Promise<Playlist | null> {
  const byId = 'id' in ref;
  const head = byId
    ? client.from('playlists').select(PLAYLIST_SELECT).eq('id', ref.id).maybeSingle()
    : client.rpc('playlist_by_link', { link: ref.link }).select(PLAYLIST_SELECT).maybeSingle();
  const members = byId
    ? client.from('playlist_members').select(PLAYLIST_MEMBER_SELECT).eq('playlist_id', ref.id)
    : client.rpc('playlist_link_members', { link: ref.link }).select(PLAYLIST_MEMBER_SELECT);
  const entries = (
    byId
      ? client.from('playlist_tracks').select(PLAYLIST_ENTRY_SELECT).eq('playlist_id', ref.id)
      : client.rpc('playlist_link_tracks', { link: ref.link }).select(PLAYLIST_ENTRY_SELECT)
  )
    .order('position')
    .order('id');
  const [playlist, editors, tracks] = await Promise.all([head, members, entries]);
  for (const { error } of [playlist, editors, tracks]) {
    if (error?.code === INVALID_TEXT_REPRESENTATION) return null;
    if (error) throw error;
  }
  if (!playlist.data) return null;
  const { data: link, error } = await client
    .from('playlist_links')
    .select('token')
    .eq('playlist_id', playlist.data.id)
    .maybeSingle();
  if (error) throw error;
  return {
    ...playlist.data,
    visibility: playlist.data.visibility as PlaylistVisibility,
    editors: (editors.data ?? []).map((m) => m.profiles).filter((p): p is PlaylistPerson => p !== null),
    entries: (tracks.data ?? []).map(
      (row): PlaylistEntry => ({ id: row.id, position: row.position, track: row.audio_files as Track }),
    ),
    link: link?.token ?? null,
  };
}

export const playlistOptions = (ref: PlaylistRef, viewerId: string | null) =>
  queryOptions({ queryKey: playlistKeys.detail(ref, viewerId), queryFn: () => playlistQuery(ref) });
