import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';

// Answers reach React in a microtask rather than a timer task (the library's default), so a page
// whose timers are throttled (a background tab) or held (a test's clock) still shows them.
notifyManager.setScheduler(queueMicrotask);

/**
 * The one query cache of the page, shared like the jotai store: the shell's provider, every
 * remote's hooks and the standalone pages read and write this client, so a like or an edit made
 * in one remote updates what another remote shows.
 *
 * Plain @tanstack/react-query rather than jotai-tanstack-query: server data lives in one cache
 * addressed by the key factories, which every remote reaches without an atom per read, and the
 * jotai store keeps only client state (session, player).
 */
export const hifiQueryClient = new QueryClient({
  // views show a failed read as their own error state; the cause is logged here, once per failure
  queryCache: new QueryCache({
    onError: (error, query) => console.error('could not read', query.queryKey, error),
  }),
  defaultOptions: {
    queries: {
      // the lists are browsed back and forth; a visit within half a minute reuses what was read
      staleTime: 30_000,
      // failures show their own Retry / not-found states at once, as before the cache
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
