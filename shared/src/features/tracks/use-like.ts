import { useMutation } from '@tanstack/react-query';
import { applyLike, type LikeChange, restoreSnapshot, settleLike } from '../../data/likes/like-cache.ts';
import { setLikeMutation } from '../../data/likes/set-like-mutation.ts';
import { hifiQueryClient } from '../../data/query-client.ts';
import { useSession } from '../../state/hooks.tsx';
import { toast, toastError } from '../../ui/toaster.tsx';

export interface LikeState {
  liked: boolean;
  count: number;
  pending: boolean;
  toggle(): void;
}

/**
 * The like toggle: optimistic through the query cache, so every card, page and list showing the
 * track changes together (the `current` values come from that cache); rolled back with the
 * 'Failed to update like' toast when the call fails; visitors get 'Please sign in to like tracks'
 * and no request.
 */
export function useLike(trackId: string, current: { liked: boolean; count: number }): LikeState {
  const session = useSession();
  const mutation = useMutation(
    {
      mutationFn: (change: LikeChange) => setLikeMutation(change),
      onMutate: (change) => applyLike(hifiQueryClient, change),
      onError: (error, _change, snapshot) => {
        console.error('could not update the like', error);
        if (snapshot) restoreSnapshot(hifiQueryClient, snapshot);
        toastError('Error', 'Failed to update like');
      },
      onSettled: (_data, _error, change) => settleLike(hifiQueryClient, change),
    },
    hifiQueryClient,
  );

  const toggle = () => {
    if (session.status !== 'signed-in') {
      toast.error('Please sign in to like tracks');
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ trackId, userId: session.session.user.id, liked: !current.liked });
  };

  return { liked: current.liked, count: current.count, pending: mutation.isPending, toggle };
}
