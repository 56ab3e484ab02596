import {
  hifiQueryClient,
  ItemLoadError,
  ItemNotFound,
  type ReleaseRef,
  releaseOptions,
  Skeleton,
  useSession,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ReleaseView } from './release-view.tsx';

/**
 * /release/{id} and /s/{token} (docs/product.md#releases-visibility-and-licences): a release
 * anyone may read, one's own, or an unlisted one through its secret link; "Not Found" for a
 * private one, an unlisted one reached by its id, a replaced link, or one not yet out.
 */
export function ReleasePage() {
  const { id, token } = useParams();
  const ref = id ? { id } : token ? { link: token } : null;
  return ref ? <ReleaseLoader releaseRef={ref} /> : <ReleaseNotFound />;
}

function ReleaseLoader({ releaseRef }: { releaseRef: ReleaseRef }) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  // read again when the viewer signs in or out: what they may see changes
  const release = useQuery(
    { ...releaseOptions(releaseRef, viewerId), enabled: session.status !== 'loading' },
    hifiQueryClient,
  );
  if (release.isError) return <ReleaseError onRetry={() => void release.refetch()} />;
  if (release.data === null) return <ReleaseNotFound />;
  if (!release.data) return <ReleaseLoading />;
  return <ReleaseView release={release.data} />;
}

export function ReleaseLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the release" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Skeleton className="size-40 rounded-md" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-9 w-32" />
        </div>
      </div>
      <div className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

export function ReleaseNotFound() {
  return (
    <ItemNotFound
      title="Release Not Found"
      text="This release does not exist, is not out yet, or is not public."
    />
  );
}

export function ReleaseError({ onRetry }: { onRetry(): void }) {
  return <ItemLoadError title="The release could not be loaded" onRetry={onRetry} />;
}
