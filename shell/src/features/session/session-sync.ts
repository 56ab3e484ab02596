/**
 * The shell owns the session: it resolves it once at start, follows auth events, and rechecks the
 * tokens every 30 s and whenever the tab becomes visible again (docs/product.md#4-states-and-transitions, docs/product.md#9-constants-and-limits). Remotes only read
 * the session atom in shared.
 */
import { getSupabase, useSetSession } from '@hifi/shared';
import { useEffect } from 'react';

export const SESSION_CHECK_INTERVAL_MS = 30_000;

export function useSessionSync() {
  const setSession = useSetSession();
  useEffect(() => {
    const auth = getSupabase().auth;
    const { data } = auth.onAuthStateChange((_event, session) => {
      setSession(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    // getSession refreshes an expired access token with the refresh token; a failure only logs
    // (docs/product.md#8-error-messages) unless the session cannot be read at all, which signs out.
    const check = () =>
      auth.getSession().then(
        ({ data: current, error }) => {
          if (error) {
            console.warn('[session] could not get the session, signing out:', error.message);
            void auth.signOut();
          } else if (!current.session) setSession({ status: 'signed-out' });
          // supabase-js empties the fragment of an e-mail link but leaves its '#' in the address bar.
          if (window.location.href.endsWith('#')) {
            window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1));
          }
        },
        (error: unknown) => console.warn('[session] session check failed:', error),
      );
    void check();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void check();
    }, SESSION_CHECK_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void auth.startAutoRefresh();
        void check();
      } else void auth.stopAutoRefresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      data.subscription.unsubscribe();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [setSession]);
}
