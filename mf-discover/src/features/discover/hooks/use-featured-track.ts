import { featuredTrackQuery, type Track } from '@hifi/shared';
import { useEffect, useState } from 'react';

/** The featured user's newest track, asked for only while `enabled` (the default view). */
export function useFeaturedTrack(username: string, enabled: boolean): Track | null {
  const [track, setTrack] = useState<Track | null>(null);
  useEffect(() => {
    if (!enabled || !username) return;
    let current = true;
    featuredTrackQuery(username)
      .then((found) => {
        if (current) setTrack(found);
      })
      .catch((error: unknown) => console.error('could not read the featured track', error));
    return () => {
      current = false;
    };
  }, [username, enabled]);
  return enabled ? track : null;
}
