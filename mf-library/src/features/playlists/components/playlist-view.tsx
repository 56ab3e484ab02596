import {
  type Playlist,
  type PlaylistRef,
  toast,
  useMovePlaylistEntry,
  useRemovePlaylistEntry,
} from '@hifi/shared';
import { PlaylistHeader } from './playlist-header.tsx';
import { PlaylistSettings } from './playlist-settings.tsx';
import { PlaylistTracks } from './playlist-tracks.tsx';

export interface PlaylistViewProps {
  playlist: Playlist;
  playlistRef: PlaylistRef;
  /** the signed-in member, or null for a visitor */
  viewerId: string | null;
}

/** A loaded playlist: its header, its tracks (ordered and removed by the owner and editors), its settings. */
export function PlaylistView({ playlist, playlistRef, viewerId }: PlaylistViewProps) {
  const isOwner = viewerId !== null && viewerId === playlist.user_id;
  const editable = isOwner || (viewerId !== null && playlist.editors.some((e) => e.id === viewerId));
  const move = useMovePlaylistEntry(playlistRef, viewerId);
  const remove = useRemovePlaylistEntry();
  return (
    <div className="space-y-6">
      <PlaylistHeader playlist={playlist} />
      {playlist.entries.length === 0 ? (
        <p className="text-slate-400">
          {editable
            ? 'No tracks yet. Add some with “Add to playlist” on any track.'
            : 'This playlist has no tracks yet.'}
        </p>
      ) : (
        <PlaylistTracks
          entries={playlist.entries}
          editable={editable}
          onMove={(from, to) =>
            move.mutate(
              { entries: playlist.entries, from, to },
              { onError: () => toast.error('Could not move the track') },
            )
          }
          onRemove={(entry) =>
            remove.mutate(entry.id, {
              onSuccess: () => toast.success(`Removed ${entry.track.title}`),
              onError: () => toast.error(`Could not remove ${entry.track.title}`),
            })
          }
        />
      )}
      {editable && <PlaylistSettings playlist={playlist} isOwner={isOwner} />}
    </div>
  );
}
