import { useEffect } from 'react';
import { getSupabase } from '../client/supabase-client.ts';
import { useSetSession } from '../state/hooks.tsx';

/**
 * The session for a remote running without the shell: whatever supabase-js holds for this origin
 * (its first event reports the stored session). The shell's fuller session keeping (periodic
 * checks, recovery links) is not needed to work on one remote.
 */
export function StandaloneSession() {
  const setSession = useSetSession();
  useEffect(() => {
    const { data } = getSupabase().auth.onAuthStateChange((_event, session) => {
      setSession(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    return () => data.subscription.unsubscribe();
  }, [setSession]);
  return null;
}
