import { likedTracksQuery, type Track, userTracksQuery, useSession } from '@hifi/shared';
import { useCallback, useEffect, useState } from 'react';

export type LibraryTab = 'uploads' | 'likes';

export type LibraryTracks =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; tracks: Track[] };

/** The signed-in member's uploads (newest first) or liked tracks (most recently liked first). */
export function useLibraryTracks(tab: LibraryTab) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [state, setState] = useState<LibraryTracks>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    setState({ status: 'loading' });
    // Through a promise so that even a synchronous failure (no client yet) lands in .catch.
    Promise.resolve()
      .then(() => (tab === 'uploads' ? userTracksQuery(userId) : likedTracksQuery(userId)))
      .then((tracks) => current && setState({ status: 'ready', tracks }))
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error', message: 'Could not load your library. Please try again.' });
      });
    return () => {
      current = false;
    };
    // version: a reload after an edit or a delete
  }, [tab, userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload, userId };
}
