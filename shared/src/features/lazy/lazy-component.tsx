import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/** A component fetched on demand; `load()` fetches its code (once) ahead of its first render. */
export type OnDemand<Props extends object> = ComponentType<Props> & { load(): Promise<unknown> };

/**
 * A component whose code is fetched when it first renders, in a Suspense of its own (nothing
 * while it loads). @hifi/shared is one Module Federation singleton, so whatever it exports
 * statically is on every page's first load; the size budget of /discover leaves no room for
 * parts only a track page, a dialog or an upload shows
 * (docs/architecture.md#what-a-phone-downloads).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): OnDemand<Props> {
  // one promise for React.lazy and load(): React hears of it first (it asked first), so a page
  // told the code is here renders the component, not its fallback
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    if (!loading) {
      const fetching = load().then((component) => ({ default: component }));
      loading = fetching;
      // a failed fetch (the network) is tried again on the next load()
      fetching.catch(() => {
        if (loading === fetching) loading = undefined;
      });
    }
    return loading;
  };
  const Loaded = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, never while rendering
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { load: loadOnce });
}

/**
 * True once the code of every one of `components` is here (at once if it already was; also after a
 * failed fetch: the page then goes on without them). A page whose server-rendered first view shows
 * these parts waits for it before it gives way to the app, so the swap draws them too instead of
 * nothing that grows a moment later (a layout shift).
 */
export function useOnDemandLoaded(...components: readonly Pick<OnDemand<object>, 'load'>[]): boolean {
  const [loaded, setLoaded] = useState(false);
  // the components are module-level constants: the list is the same on every render
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
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
