import { type Profile, profileQuery, type Track, userTracksQuery } from '@hifi/shared';
import { useCallback, useEffect, useState } from 'react';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; profile: Profile; tracks: Track[] };

export function useProfile(userId: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    Promise.all([profileQuery(userId), userTracksQuery(userId)])
      .then(([profile, tracks]) => {
        if (current) setState(profile ? { status: 'ready', profile, tracks } : { status: 'not-found' });
      })
      .catch((error: unknown) => {
        console.error('could not load the profile', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [userId]);

  const renamed = useCallback((username: string) => {
    setState((s) => (s.status === 'ready' ? { ...s, profile: { ...s.profile, username } } : s));
  }, []);

  return { state, renamed };
}
