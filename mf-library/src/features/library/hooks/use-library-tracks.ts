import { hifiQueryClient, type LibraryTab, libraryTracksOptions, type Track, useSession } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export type { LibraryTab };

export type LibraryTracks =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; tracks: Track[] };

/** The signed-in member's uploads (newest first) or liked tracks (most recently liked first). */
export function useLibraryTracks(tab: LibraryTab) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const query = useQuery(
    { ...libraryTracksOptions(tab, userId ?? ''), enabled: userId !== null },
    hifiQueryClient,
  );
  let state: LibraryTracks;
  if (query.error) state = { status: 'error', message: 'Could not load your library. Please try again.' };
  else state = query.data ? { status: 'ready', tracks: query.data } : { status: 'loading' };
  return { state, userId };
}
