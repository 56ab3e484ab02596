import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';
import { type PlaylistRef, playlistKeys } from './playlist-keys.ts';
import { moveEntry, type Playlist, type PlaylistEntry, positionForMove } from './playlist-shape.ts';

/**
 * Moves the entry at `from` to `to`: one row gets the position between its new neighbours; when
 * there is no room left between them, every entry is numbered again in the new order.
 */
export async function movePlaylistEntryMutation(
  { entries, from, to }: { entries: readonly PlaylistEntry[]; from: number; to: number },
  client: HifiClient = getSupabase(),
): Promise<void> {
  const moved = entries[from];
  if (!moved || from === to) return;
  const position = positionForMove(entries, from, to);
  const updates =
    position === null
      ? moveEntry(entries, from, to).map((e, i) => ({ id: e.id, position: i + 1 }))
      : [{ id: moved.id, position }];
  for (const { id, position: value } of updates) {
    const { error } = await client.from('playlist_tracks').update({ position: value }).eq('id', id);
    if (error) throw error;
  }
}

/** Reordering shows at once and is undone if the server refuses. */
export function useMovePlaylistEntry(ref: PlaylistRef, viewerId: string | null) {
  const key = playlistKeys.detail(ref, viewerId);
  return useMutation(
    {
      mutationFn: (input: { entries: readonly PlaylistEntry[]; from: number; to: number }) =>
        movePlaylistEntryMutation(input),
      onMutate: async ({ from, to }) => {
        await hifiQueryClient.cancelQueries({ queryKey: key });
        const before = hifiQueryClient.getQueryData<Playlist | null>(key);
        if (before)
          hifiQueryClient.setQueryData(key, { ...before, entries: moveEntry(before.entries, from, to) });
        return { before };
      },
      onError: (_error, _input, context) => {
        if (context?.before) hifiQueryClient.setQueryData(key, context.before);
      },
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}
