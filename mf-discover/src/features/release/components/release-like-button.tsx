import {
  Button,
  cn,
  getSupabase,
  hifiQueryClient,
  releaseKeys,
  toast,
  toastError,
  useSession,
} from '@hifi/shared';
import { releaseLikedOptions, setReleaseLikeMutation } from '@hifi/shared/release-likes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

// The site's heart (lucide's), drawn here: this remote carries no icon library.
const Heart = ({ className }: { className: string }) => (
  <svg
    aria-hidden
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
  </svg>
);

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
    { ...releaseLikedOptions(releaseId, userId, getSupabase()), enabled: userId !== null },
    hifiQueryClient,
  );
  // what the member asked for, shown at once until the release and its like are read again
  const [asked, setAsked] = useState<boolean | null>(null);
  const mutation = useMutation(
    {
      mutationFn: (next: boolean) =>
        setReleaseLikeMutation({ releaseId, userId: userId as string, liked: next }, getSupabase()),
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
      <Heart className={cn('size-4', current && 'fill-rose-500 text-rose-500')} />
      <span data-testid="like-count">{count}</span>
    </Button>
  );
}
