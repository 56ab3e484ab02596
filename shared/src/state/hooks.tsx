import { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { playerAtom } from './player-atom.ts';
import { sessionAtom } from './session-atom.ts';
import { hifiStore } from './store.ts';

/** Wraps a tree (the shell, or a remote's exposed root) in the page's one store. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={hifiStore}>{children}</Provider>;
}

export const useSession = () => useAtomValue(sessionAtom, { store: hifiStore });
export const useSetSession = () => useSetAtom(sessionAtom, { store: hifiStore });
export const usePlayer = () => useAtom(playerAtom, { store: hifiStore });
