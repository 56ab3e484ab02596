import type { Session } from '@supabase/supabase-js';
import { atom } from 'jotai';

/** 'loading' until the shell has resolved the session from storage/the server. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: Session };

export const sessionAtom = atom<SessionState>({ status: 'loading' });
