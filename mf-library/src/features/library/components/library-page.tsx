import {
  ConfirmDialog,
  DeleteTrackError,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type Track,
  TrackCard,
  type TrackEdit,
  toast,
  toastError,
  uploadCoverMutation,
  useDeleteTrack,
  useLikedIds,
  useListQueue,
  usePlayerActions,
  useUpdateTrack,
} from '@hifi/shared';
import { useState } from 'react';
import { type LibraryTab, useLibraryTracks } from '../hooks/use-library-tracks.ts';
import { type CoverChange, EditTrackDialog } from './edit-track-dialog.tsx';
import { PlaylistsTab } from './playlists-tab.tsx';
import { ReleasesTab } from './releases-tab.tsx';

const EMPTY: Record<LibraryTab, string> = {
  uploads: 'No uploaded files found',
  likes: 'No liked files found',
};

function TrackList({ tab }: { tab: LibraryTab }) {
  const { state, userId } = useLibraryTracks(tab);
  const tracks = state.status === 'ready' ? state.tracks : [];
  const queueOf = useListQueue(tracks);
  const liked = useLikedIds(tracks.map((t) => t.id));
  const [editing, setEditing] = useState<Track | null>(null);
  const [deleting, setDeleting] = useState<Track | null>(null);
  const update = useUpdateTrack();
  const player = usePlayerActions();
  const del = useDeleteTrack();
  const saving = update.isPending;
  const removing = del.isPending;

  const save = async (edit: TrackEdit, cover: CoverChange) => {
    if (!editing) return;
    try {
      // A new cover is stored before the row names it; removing one only clears the name.
      const coverPath = cover ? await uploadCoverMutation(editing.user_id, cover) : cover;
      await update.mutateAsync({ id: editing.id, edit: { ...edit, cover_path: coverPath } });
      player.trackUpdated({ id: editing.id, title: edit.title });
      toast.success('Audio file updated successfully');
      setEditing(null);
    } catch (error) {
      console.error(error);
      toastError('Error', 'Failed to update audio file');
    }
  };

  const remove = async () => {
    if (!deleting || !userId) return;
    try {
      await del.mutateAsync({ id: deleting.id, userId });
      toast.success('Audio file deleted successfully');
      setDeleting(null);
    } catch (error) {
      toastError(
        'Error',
        error instanceof DeleteTrackError ? error.message : 'Failed to delete audio file record',
      );
    }
  };

  if (state.status === 'loading') return <p className="text-slate-400">Loading...</p>;
  if (state.status === 'error') return <p className="text-red-400">{state.message}</p>;
  if (tracks.length === 0) return <p className="text-slate-400">{EMPTY[tab]}</p>;
  const own = tab === 'uploads';
  return (
    <>
      <ul className="space-y-3">
        {tracks.map((track) => (
          <li key={track.id}>
            <TrackCard
              track={track}
              liked={tab === 'likes' || liked.has(track.id)}
              onEdit={own ? setEditing : undefined}
              onDelete={own ? setDeleting : undefined}
              queueOf={queueOf}
            />
          </li>
        ))}
      </ul>
      {own && (
        <>
          <EditTrackDialog track={editing} saving={saving} onCancel={() => setEditing(null)} onSave={save} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && !removing && setDeleting(null)}
            title="Are you sure?"
            description="This action cannot be undone. This will permanently delete your audio file."
            confirmLabel="Delete"
            busy={removing}
            onConfirm={remove}
          />
        </>
      )}
    </>
  );
}

const TABS = ['uploads', 'likes', 'playlists', 'releases'] as const;

/** The tab a link asks for (`/library?tab=playlists`), else the uploads. */
function initialTab(): string {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((t) => t === asked) ?? 'uploads';
}

/** /library: the member's uploads (edit, delete), the tracks they like, their playlists and releases. */
export function LibraryPage() {
  return (
    <div>
      <PageHeader title="My Library" />
      <Tabs defaultValue={initialTab()}>
        <TabsList>
          <TabsTrigger value="uploads">My Uploads</TabsTrigger>
          <TabsTrigger value="likes">My Likes</TabsTrigger>
          <TabsTrigger value="playlists">Playlists</TabsTrigger>
          <TabsTrigger value="releases">Releases</TabsTrigger>
        </TabsList>
        <TabsContent value="uploads">
          <TrackList tab="uploads" />
        </TabsContent>
        <TabsContent value="likes">
          <TrackList tab="likes" />
        </TabsContent>
        <TabsContent value="playlists">
          <PlaylistsTab />
        </TabsContent>
        <TabsContent value="releases">
          <ReleasesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
