/**
 * Session states for stories' beforeEach (import from '@hifi/shared/stories', not the runtime
 * entry): each sets the one store's session and puts it back to 'loading' afterwards.
 */
import type { Session } from '@supabase/supabase-js';
import { sessionAtom } from '../state/session-atom.ts';
import { hifiStore } from '../state/store.ts';

const reset = () => hifiStore.set(sessionAtom, { status: 'loading' });

export function signedOut() {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  return reset;
}

/** A beforeEach that signs user in for the story. */
export function signedInAs(user: { id: string; email?: string }) {
  return () => {
    hifiStore.set(sessionAtom, { status: 'signed-in', session: { user } as unknown as Session });
    return reset;
  };
}

export const signedIn = signedInAs({ id: 'u1', email: 'listener@hifi.test' });
