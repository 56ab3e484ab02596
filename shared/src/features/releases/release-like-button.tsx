import { useMutation, useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { hifiQueryClient } from '../../data/query-client.ts';
import { releaseKeys } from '../../data/releases/release-keys.ts';
import { releaseLikedOptions, setReleaseLikeMutation } from '../../data/releases/release-likes.ts';
import { useSession } from '../../state/hooks.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast, toastError } from '../../ui/toaster.tsx';

export interface ReleaseLikeButtonProps {
  releaseId: string;
  title: string;
  /** the release's likes_count as read */
  count: number;
}

/**
 * Like a release, as a track's LikeButton looks and speaks: the change shows at once and is
 * undone with 'Failed to update like' when the server refuses; visitors are asked to sign in.
 */
export function ReleaseLikeButton({ releaseId, title, count: readCount }: ReleaseLikeButtonProps) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const liked = useQuery(
    { ...releaseLikedOptions(releaseId, userId), enabled: userId !== null },
    hifiQueryClient,
  );
  // what the member asked for, shown at once until the release and its like are read again
  const [asked, setAsked] = useState<boolean | null>(null);
  const mutation = useMutation(
    {
      mutationFn: (next: boolean) =>
        setReleaseLikeMutation({ releaseId, userId: userId as string, liked: next }),
      onError: (error) => {
        console.error('could not update the like', error);
        toastError('Error', 'Failed to update like');
      },
      onSettled: async () => {
        await hifiQueryClient.invalidateQueries({ queryKey: releaseKeys.all });
        setAsked(null);
      },
    },
    hifiQueryClient,
  );
  const wasLiked = liked.data ?? false;
  const current = asked ?? wasLiked;
  const count = readCount + (current === wasLiked ? 0 : current ? 1 : -1);
  const toggle = () => {
    if (!userId) return void toast.error('Please sign in to like releases');
    if (mutation.isPending) return;
    setAsked(!current);
    mutation.mutate(!current);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${current ? 'Unlike' : 'Like'} ${title}, ${count} ${count === 1 ? 'like' : 'likes'}`}
      aria-pressed={current}
      aria-busy={mutation.isPending || undefined}
      className="gap-1.5"
      onClick={toggle}
    >
      <Heart aria-hidden className={cn('size-4', current && 'fill-rose-500 text-rose-500')} />
      <span data-testid="like-count">{count}</span>
    </Button>
  );
}
