import { Button, hifiQueryClient, Loading, linkKindOptions, useSession } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { RemoteSlot } from '../../federation/components/remote-slot.tsx';
import { remotes } from '../../federation/remotes.ts';
import { LinkNotFound } from './link-not-found.tsx';

/**
 * /s/{token}: a secret link opens a playlist (mf-library), a release or a track (mf-discover); the shell
 * asks which (rpc/link_kind) and mounts that remote's page, which reads the item by the token.
 * A link that opens nothing says so; one whose check fails offers Retry.
 */
export function SecretLinkRoute() {
  const { token = '' } = useParams();
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  const kind = useQuery(
    { ...linkKindOptions(token, viewerId), enabled: session.status !== 'loading' },
    hifiQueryClient,
  );
  if (kind.isError)
    return (
      <div role="alert" className="space-y-4">
        <p className="text-slate-300">Could not open this link. Check your connection and try again.</p>
        <Button onClick={() => void kind.refetch()}>Retry</Button>
      </div>
    );
  if (kind.isPending) return <Loading />;
  if (kind.data === 'release') return <RemoteSlot title="The release" module={remotes.releasePage} />;
  if (kind.data === 'playlist') return <RemoteSlot title="The playlist" module={remotes.playlistPage} />;
  if (kind.data === 'track') return <RemoteSlot title="The track page" module={remotes.trackPage} />;
  return <LinkNotFound />;
}
