import { type ComponentType, lazy, Suspense } from 'react';

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
  // one promise for React.lazy and load(): React, which asked first, hears first, so a page told
  // by load() that the code is here renders the component, not its fallback
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
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
