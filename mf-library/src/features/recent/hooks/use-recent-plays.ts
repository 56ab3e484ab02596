import { type RecentPlay, recentPlaysQuery, useSession } from '@hifi/shared';
import { useEffect, useState } from 'react';

export type RecentPlays =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plays: RecentPlay[] };

/** The signed-in member's last 10 plays, newest first. */
export function useRecentPlays(): RecentPlays {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [state, setState] = useState<RecentPlays>({ status: 'loading' });
  useEffect(() => {
    if (!userId) return;
    let current = true;
    Promise.resolve()
      .then(() => recentPlaysQuery(userId))
      .then((plays) => current && setState({ status: 'ready', plays }))
      .catch((error: unknown) => {
        console.error(error);
        if (current)
          setState({ status: 'error', message: 'Could not load your recent plays. Please try again.' });
      });
    return () => {
      current = false;
    };
  }, [userId]);
  return state;
}
