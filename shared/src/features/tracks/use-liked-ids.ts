import { useQuery } from '@tanstack/react-query';
import { likedIdsOptions } from '../../data/likes/liked-ids-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { useSession } from '../../state/hooks.tsx';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of the shown tracks the signed-in user likes (empty for visitors and until loaded). A
 * failed read leaves the hearts empty; the counts still show.
 */
export function useLikedIds(trackIds: readonly string[]): ReadonlySet<string> {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : '';
  const { data } = useQuery(
    { ...likedIdsOptions(userId, trackIds), enabled: userId !== '' && trackIds.length > 0 },
    hifiQueryClient,
  );
  return userId && data ? data : NONE;
}
