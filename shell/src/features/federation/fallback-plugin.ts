/**
 * MF runtime plugin: when a remote module cannot be loaded, answer with a fallback module instead
 * of an unhandled rejection. Its component throws RemoteLoadError while rendering, so a caller
 * that renders it gets the slot's fallback UI; the shell's own loader (live-remotes.ts) sees the
 * failure through loadFailure() and heals or reports it first.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error.ts';

const failures = new WeakMap<object, unknown>();

/** The error behind a module this plugin answered with; undefined for a real module. */
export function loadFailure(module: unknown): unknown {
  return typeof module === 'object' && module !== null ? failures.get(module) : undefined;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hifi-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[mf] ${id} failed at ${lifecycle}:`, error);
      // Only a module load wants a module back; at 'afterResolve' the runtime expects a manifest,
      // and answering nothing there lets it fail (uncached) into this 'onLoad' call.
      if (lifecycle !== 'onLoad') return undefined;
      const Unavailable = () => {
        throw new RemoteLoadError(id, { cause: error });
      };
      const fallback = { default: Unavailable };
      failures.set(fallback, error ?? new Error(`${id} failed`));
      return fallback;
    },
  };
}
