/**
 * "A new version of the site is available": set when a remote's live build needs shared
 * singletons this shell cannot provide (shell-compatibility.ts), so only a reload runs it.
 */
import { useSyncExternalStore } from 'react';

let available = false;
const listeners = new Set<() => void>();

export function announceNewVersion(): void {
  if (available) return;
  available = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewVersionAvailable(): boolean {
  // a page rendered on a server (the first view) has no newer build to offer
  return useSyncExternalStore(
    subscribe,
    () => available,
    () => false,
  );
}
