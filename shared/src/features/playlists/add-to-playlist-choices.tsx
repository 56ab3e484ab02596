import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddToPlaylist } from '../../data/playlists/add-to-playlist-mutation.ts';
import { useCreatePlaylist } from '../../data/playlists/create-playlist-mutation.ts';
import {
  type EditablePlaylist,
  editablePlaylistsOptions,
} from '../../data/playlists/editable-playlists-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { toast } from '../../ui/toaster.tsx';
import { AddToPlaylistPanel } from './add-to-playlist-panel.tsx';

/** The dialog's body: the member's playlists to pick from, and "New playlist". */
export function AddToPlaylistChoices({
  userId,
  track,
  onDone,
}: {
  userId: string;
  track: { id: string; title: string };
  onDone(): void;
}) {
  const playlists = useQuery(editablePlaylistsOptions(userId), hifiQueryClient);
  const add = useAddToPlaylist();
  const create = useCreatePlaylist();
  const [problem, setProblem] = useState<string | null>(null);
  const addTo = async (playlist: Pick<EditablePlaylist, 'id' | 'title'>) => {
    try {
      await add.mutateAsync({ playlistId: playlist.id, trackId: track.id });
      toast.success(`Added to ${playlist.title}`);
      onDone();
    } catch {
      toast.error(`Could not add ${track.title} to ${playlist.title}`);
    }
  };
  return (
    <AddToPlaylistPanel
      playlists={playlists.data}
      userId={userId}
      error={playlists.isError}
      onRetry={() => void playlists.refetch()}
      busy={add.isPending || create.isPending}
      problem={problem}
      onPick={(playlist) => void addTo(playlist)}
      onCreate={(title) => {
        setProblem(null);
        create
          .mutateAsync({ userId, title })
          .then((id) => addTo({ id, title: title.trim() }))
          .catch((error: Error) => setProblem(error.message || 'Could not make the playlist'));
      }}
    />
  );
}
