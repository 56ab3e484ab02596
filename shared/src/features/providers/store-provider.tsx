import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { hifiQueryClient } from '../../data/query-client.ts';
import { hifiStore } from '../../state/store.ts';

/** Wraps a tree (the shell, or a remote's standalone root) in the page's one store and query cache. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={hifiStore}>
      <QueryClientProvider client={hifiQueryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}
