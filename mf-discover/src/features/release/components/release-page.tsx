import {
  hifiQueryClient,
  ItemLoadError,
  ItemLoading,
  ItemNotFound,
  type ReleaseRef,
  releaseOptions,
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
  if (!release.data) return <ItemLoading label="Loading the release" />;
  return <ReleaseView release={release.data} />;
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
