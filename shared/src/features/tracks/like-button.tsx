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

export function LikeButton({
  trackId,
  title,
  liked: initialLiked,
  count: initialCount,
  className,
}: LikeButtonProps) {
  const { liked, count, pending, toggle } = useLike(trackId, { liked: initialLiked, count: initialCount });
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
