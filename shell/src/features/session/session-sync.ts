/**
 * The shell owns the session: it resolves it once at start, follows auth events, and rechecks the
 * tokens when the tab becomes visible again. Remotes only read the session atom in shared.
 */
import { getSupabase, useSetSession } from '@hifi/shared';
import { useEffect } from 'react';

export function useSessionSync() {
  const setSession = useSetSession();
  useEffect(() => {
    const auth = getSupabase().auth;
    const { data } = auth.onAuthStateChange((_event, session) => {
      setSession(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    auth.getSession().then(({ error }) => {
      // SPEC §8: a failure to get the session signs out.
      if (error) void auth.signOut();
    });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void auth.startAutoRefresh();
      else void auth.stopAutoRefresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      data.subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [setSession]);
}
