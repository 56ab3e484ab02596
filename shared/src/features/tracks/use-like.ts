import { useEffect, useRef, useState } from 'react';
import { setLikeMutation } from '../../data/likes/set-like-mutation.ts';
import { useSession } from '../../state/hooks.tsx';
import { toast, toastError } from '../../ui/toaster.tsx';

export interface LikeState {
  liked: boolean;
  count: number;
  pending: boolean;
  toggle(): void;
}

/**
 * The like toggle of SPEC §4: optimistic, never below 0, rolled back with the SPEC §8 toast when
 * the call fails; visitors get 'Please sign in to like tracks' and no request.
 */
export function useLike(trackId: string, initial: { liked: boolean; count: number }): LikeState {
  const session = useSession();
  const [liked, setLiked] = useState(initial.liked);
  const [count, setCount] = useState(initial.count);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  // The liked state and counts arrive after the first render (the liked-ids read): follow them
  // unless a toggle of ours is in flight.
  useEffect(() => {
    if (!pendingRef.current) setLiked(initial.liked);
  }, [initial.liked]);
  useEffect(() => {
    if (!pendingRef.current) setCount(initial.count);
  }, [initial.count]);

  const toggle = () => {
    if (session.status !== 'signed-in') {
      toast.error('Please sign in to like tracks');
      return;
    }
    if (pendingRef.current) return;
    const before = { liked, count };
    const next = !liked;
    pendingRef.current = true;
    setPending(true);
    setLiked(next);
    setCount(Math.max(0, count + (next ? 1 : -1)));
    setLikeMutation({ trackId, userId: session.session.user.id, liked: next })
      .catch(() => {
        setLiked(before.liked);
        setCount(before.count);
        toastError('Error', 'Failed to update like');
      })
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
  };

  return { liked, count, pending, toggle };
}
