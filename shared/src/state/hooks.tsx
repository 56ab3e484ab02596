import { QueryClientProvider } from '@tanstack/react-query';
import { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { hifiQueryClient } from '../data/query-client.ts';
import { playerAtom } from './player-atom.ts';
import { sessionAtom } from './session-atom.ts';
import { hifiStore } from './store.ts';

/** Wraps a tree (the shell, or a remote's standalone root) in the page's one store and query cache. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={hifiStore}>
      <QueryClientProvider client={hifiQueryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}

export const useSession = () => useAtomValue(sessionAtom, { store: hifiStore });
export const useSetSession = () => useSetAtom(sessionAtom, { store: hifiStore });
export const usePlayer = () => useAtom(playerAtom, { store: hifiStore });
