import {
  Button,
  followStatusOptions,
  hifiQueryClient,
  toastError,
  useSession,
  useSetFollow,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/**
 * Follow/Unfollow on a profile (docs/product.md#2-screens-and-routes). A visitor is sent to sign
 * in; a member's own profile has none (no one follows themselves).
 */
export function FollowButton({ profileId }: { profileId: string }) {
  const session = useSession();
  const viewer = session.status === 'signed-in' ? session.session.user.id : null;
  const own = viewer === profileId;
  const status = useQuery(
    { ...followStatusOptions(viewer ?? '', profileId), enabled: viewer !== null && !own },
    hifiQueryClient,
  );
  const setFollow = useSetFollow();
  if (session.status === 'signed-out') {
    return (
      <Button asChild size="sm">
        <Link to="/login">Follow</Link>
      </Button>
    );
  }
  if (!viewer || own) return null;
  const following = status.data === true;
  return (
    <Button
      size="sm"
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      disabled={status.data === undefined || setFollow.isPending}
      onClick={() =>
        setFollow.mutate(
          { followerId: viewer, followeeId: profileId, following: !following },
          { onError: () => toastError('Error', following ? 'Failed to unfollow' : 'Failed to follow') },
        )
      }
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
