import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code is fetched when it first renders, in a Suspense of its own (nothing
 * while it loads). @hifi/shared is one Module Federation singleton, so whatever it exports
 * statically is on every page's first load; the size budget of /discover leaves no room for
 * parts only a track page, a dialog or an upload shows
 * (docs/architecture.md#what-a-phone-downloads).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, never while rendering
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
