import * as Dialog from '@radix-ui/react-dialog';
import { ListPlus, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../state/hooks.tsx';
import { Button } from '../../ui/button.tsx';

// Opened by members only: kept out of every visitor's first load (e2e/specs/first-load.spec.ts).
const AddToPlaylistChoices = lazy(() =>
  import('./add-to-playlist-choices.tsx').then((m) => ({ default: m.AddToPlaylistChoices })),
);

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
          {open && (
            <Suspense fallback={<p className="text-sm text-slate-400">Loading...</p>}>
              <AddToPlaylistChoices userId={userId} track={track} onDone={() => setOpen(false)} />
            </Suspense>
          )}
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
