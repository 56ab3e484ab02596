import { useEffect, useState } from 'react';

/**
 * True once the code of every one of `components` (shared's on-demand components: their `load()`)
 * is here, also after a failed fetch (the page then goes on without them). The track page's
 * server-rendered first view has these parts drawn in: the page waits for them before it gives
 * way to the app, so the swap draws them too instead of nothing that grows a moment later (a
 * layout shift). Here, not in @hifi/shared: no other page needs it, and shared is on every first load.
 */
export function useOnDemandLoaded(...components: readonly { load(): Promise<unknown> }[]): boolean {
  const [loaded, setLoaded] = useState(false);
  // once: the components are module-level constants, the same on every render
  useEffect(() => {
    let live = true;
    void Promise.allSettled(components.map((component) => component.load())).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
