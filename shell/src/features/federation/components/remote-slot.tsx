/**
 * Where a remote module renders: Suspense for the load, an error boundary for a load failure or
 * a throw while rendering, and a Retry that builds a new React.lazy (a lazy component caches its
 * failed import forever, and the MF runtime does not cache a failed manifest, so a new lazy
 * really refetches).
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
  useState,
} from 'react';
import { RemoteUnavailable } from './remote-unavailable.tsx';

export type RemoteLoader = () => Promise<{ default: ComponentType }>;

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.title} failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable title={this.props.title} onRetry={this.props.onRetry} />;
    return this.props.children;
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
  const [attempt, setAttempt] = useState(0);
  // A new attempt must build a new lazy: React.lazy caches a failed import for good.
  const Remote = useMemo(() => lazy(load), [load, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} title={title} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        {/* The remote's style scope (shared/mf/postcss-scope-utilities.mjs); display: contents keeps
            it out of the layout. Loading and fallback stay outside, styled by the shell. */}
        <div data-remote={remote} style={{ display: 'contents' }}>
          <Remote />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
