import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { ListPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useAddToPlaylist } from '../../data/playlists/add-to-playlist-mutation.ts';
import { useCreatePlaylist } from '../../data/playlists/create-playlist-mutation.ts';
import {
  type EditablePlaylist,
  editablePlaylistsOptions,
} from '../../data/playlists/editable-playlists-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { useSession } from '../../state/hooks.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toaster.tsx';
import { AddToPlaylistPanel } from './add-to-playlist-panel.tsx';

export interface AddToPlaylistButtonProps {
  track: { id: string; title: string };
  /** an icon on cards and in the player, a labelled button on the track page */
  look?: 'icon' | 'button';
  className?: string;
}

/**
 * "Add to playlist" (docs/product.md#playlists): a dialog with the member's playlists and those
 * they edit, plus "New playlist", which makes one and puts the track in it. Members only: a
 * visitor makes no playlists, so the control is not there for them.
 */
export function AddToPlaylistButton({ track, look = 'icon', className }: AddToPlaylistButtonProps) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [open, setOpen] = useState(false);
  if (!userId) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        {look === 'icon' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Add to playlist"
            title={`Add ${track.title} to a playlist`}
            className={className}
          >
            <ListPlus aria-hidden className="size-4" />
          </Button>
        ) : (
          <Button variant="outline" size="sm" className={className}>
            <ListPlus aria-hidden className="size-4" />
            Add to playlist
          </Button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-slate-700 bg-slate-900 p-6 text-slate-100">
          <Dialog.Title className="text-lg font-semibold">Add to playlist</Dialog.Title>
          <Dialog.Description className="truncate text-sm text-slate-400">“{track.title}”</Dialog.Description>
          {open && <AddToPlaylistChoices userId={userId} track={track} onDone={() => setOpen(false)} />}
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddToPlaylistChoices({
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
