/**
 * MF runtime plugin: when a remote module cannot be loaded, answer with a fallback module instead
 * of an unhandled rejection. Its component throws RemoteLoadError while rendering, so the slot's
 * error boundary shows the one fallback UI (with Retry) for every kind of remote failure.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error.ts';

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
      return { default: Unavailable };
    },
  };
}
