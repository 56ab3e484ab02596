import { useEffect, useRef, useState } from 'react';
import { likedIdsQuery } from '../../data/likes/liked-ids-query.ts';
import { useSession } from '../../state/hooks.tsx';

/**
 * Which of the shown tracks the signed-in user likes (empty for visitors and until loaded).
 * Only tracks not asked about yet are read, so each new page of an infinite list costs one small
 * read instead of re-asking for everything above it.
 */
export function useLikedIds(trackIds: readonly string[]): ReadonlySet<string> {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef({ userId: null as string | null, ids: new Set<string>() });
  const key = trackIds.join(',');

  useEffect(() => {
    if (asked.current.userId !== userId) {
      asked.current = { userId, ids: new Set() };
      setLiked(new Set());
    }
    if (!userId || !key) return;
    const fresh = key.split(',').filter((id) => !asked.current.ids.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.ids.add(id);
    const forUser = userId;
    likedIdsQuery(forUser, fresh)
      .then((ids) => {
        if (asked.current.userId === forUser && ids.size > 0) setLiked((prev) => new Set([...prev, ...ids]));
      })
      .catch((error: unknown) => {
        // The counts still show; a failed read leaves those hearts empty and is asked again next time.
        for (const id of fresh) asked.current.ids.delete(id);
        console.error('could not read liked tracks', error);
      });
  }, [userId, key]);

  return liked;
}
