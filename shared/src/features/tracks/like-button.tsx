import { Heart } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useLike } from './use-like.ts';

export interface LikeButtonProps {
  trackId: string;
  title: string;
  liked: boolean;
  count: number;
  className?: string;
}

/** liked and count are what the query cache holds; a toggle changes them there, optimistically. */
export function LikeButton({
  trackId,
  title,
  liked: shownLiked,
  count: shownCount,
  className,
}: LikeButtonProps) {
  const { liked, count, pending, toggle } = useLike(trackId, { liked: shownLiked, count: shownCount });
  return (
    <Button
      variant="ghost"
      size="sm"
      // The visible count is part of the name, so a voice user can say what they see.
      aria-label={`${liked ? 'Unlike' : 'Like'} ${title}, ${count} ${count === 1 ? 'like' : 'likes'}`}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      className={cn('gap-1.5', className)}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      <Heart aria-hidden className={cn('size-4', liked && 'fill-rose-500 text-rose-500')} />
      <span data-testid="like-count">{count}</span>
    </Button>
  );
}
