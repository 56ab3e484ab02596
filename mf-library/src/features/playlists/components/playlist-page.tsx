import {
  hifiQueryClient,
  ItemLoadError,
  ItemLoading,
  ItemNotFound,
  type PlaylistRef,
  playlistOptions,
  useSession,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { usePlaylistRef } from '../hooks/use-playlist-ref.ts';
import { PlaylistView } from './playlist-view.tsx';

/**
 * /playlist/{id} and /s/{token} (docs/product.md#playlists): a playlist anyone may read, or one
 * opened through its secret link; "Not Found" for a private one, an unlisted one reached by its
 * id, or a link that was replaced.
 */
export function PlaylistPage() {
  const ref = usePlaylistRef();
  return ref ? <PlaylistLoader playlistRef={ref} /> : <PlaylistNotFound />;
}

function PlaylistLoader({ playlistRef }: { playlistRef: PlaylistRef }) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  // the page is read again when the viewer signs in or out: what they may see changes
  const playlist = useQuery(
    { ...playlistOptions(playlistRef, viewerId), enabled: session.status !== 'loading' },
    hifiQueryClient,
  );
  if (playlist.isError) return <PlaylistError onRetry={() => void playlist.refetch()} />;
  if (playlist.data === null) return <PlaylistNotFound />;
  if (!playlist.data) return <ItemLoading label="Loading the playlist" />;
  return <PlaylistView playlist={playlist.data} playlistRef={playlistRef} viewerId={viewerId} />;
}

export function PlaylistNotFound() {
  return (
    <ItemNotFound
      title="Playlist Not Found"
      text="This playlist does not exist, is private, or its link has been replaced by its owner."
    />
  );
}

export function PlaylistError({ onRetry }: { onRetry(): void }) {
  return <ItemLoadError title="The playlist could not be loaded" onRetry={onRetry} />;
}
