/**
 * Where a remote module renders: Suspense for the load, an error boundary for a load failure or
 * a throw while rendering, and a Retry that starts a fresh load (live-remotes.ts: the live
 * registry and manifest, a new module instance) through a new React.lazy (a lazy component caches
 * its failed import forever). A chunk of the remote that is gone while rendering (an old build's
 * file, after a release) heals once in place by the same fresh load before any fallback shows.
 * The element around the module says which remote and build it runs (data-remote, data-build);
 * failures are reported with both (client-errors.ts).
 */
import { Loading } from '@hifi/shared';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ClientErrorKind, reportClientError } from '../client-errors.ts';
import { RemoteLoadError } from '../remote-load-error.ts';
import { RemoteFrame } from './remote-frame.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

export interface LoadedModule {
  default: ComponentType;
  /** The build id of the remote it came from (its manifest's), when known. */
  build?: string;
  manifestUrl?: string;
}

export type RemoteLoader = (options?: { fresh?: boolean }) => Promise<LoadedModule>;

/** A chunk that could not be fetched (webpack/rspack's ChunkLoadError, a failed dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module/.test(error.message)
  );
}

interface BoundaryProps {
  title: string;
  loading: ReactNode;
  /** True when this failure will heal by a fresh load: the boundary shows `loading` meanwhile. */
  heals: (error: unknown) => boolean;
  onError: (error: unknown) => void;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!this.props.heals(error))
      console.error(`[shell] ${this.props.title} failed:`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.heals(this.state.error)) return this.props.loading;
    return <RemoteUnavailable title={this.props.title} onRetry={this.props.onRetry} />;
  }
}

interface RemoteSlotProps {
  /** id: 'mf_x/Module'; remote: the MF remote name, also the slot's style scope. */
  module: { id: string; remote: string; load: RemoteLoader };
  /** Human name of the part, shown in the fallback ("Discover is unavailable right now."). */
  title: string;
  loading?: ReactNode;
}

/**
 * Keyed by module: two routes that render a slot at the same place (e.g. /library → /recent)
 * must not share one slot's failure or retry count.
 */
export function RemoteSlot(props: RemoteSlotProps) {
  return <Slot key={props.module.id} {...props} />;
}

function Slot({ module: { remote, load }, title, loading = <Loading /> }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState({ count: 0, fresh: false, healing: false });
  const loaded = useRef<{ build?: string; manifestUrl?: string }>({});
  // A new attempt must build a new lazy: React.lazy caches a failed import for good.
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const { default: Module, build, manifestUrl } = await load({ fresh: attempt.fresh });
        loaded.current = { build, manifestUrl };
        // Loading and fallback stay outside the remote's frame, styled by the shell.
        const Stamped = () => (
          <RemoteFrame remote={remote} build={build}>
            <Module />
          </RemoteFrame>
        );
        return { default: Stamped };
      }),
    [load, attempt],
  );
  const heals = (error: unknown) => !attempt.healing && isChunkLoadError(error);
  const onError = (error: unknown) => {
    if (heals(error)) {
      setAttempt(({ count }) => ({ count: count + 1, fresh: true, healing: true }));
      return;
    }
    const load = error instanceof RemoteLoadError;
    const kind: ClientErrorKind = load ? 'load' : 'render';
    reportClientError({
      remote,
      build: (load ? error.build : undefined) ?? loaded.current.build,
      manifestUrl: (load ? error.manifestUrl : undefined) ?? loaded.current.manifestUrl,
      kind,
      error,
    });
  };
  return (
    <RemoteErrorBoundary
      key={attempt.count}
      title={title}
      loading={loading}
      heals={heals}
      onError={onError}
      onRetry={() => setAttempt(({ count }) => ({ count: count + 1, fresh: true, healing: false }))}
    >
      <Suspense fallback={loading}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
