import { Music } from 'lucide-react';
import { type CoverSize, coverUrl } from '../../data/covers/cover-url.ts';
import { cn } from '../../ui/cn.ts';

export interface CoverArtProps {
  coverPath: string | null | undefined;
  title: string;
  /** which stored size to load: 96 for cards and the player, 600 for the track page */
  size: CoverSize;
  className?: string;
}

/** A track's cover, or the placeholder every track without one shares. */
export function CoverArt({ coverPath, title, size, className }: CoverArtProps) {
  const box = cn('aspect-square shrink-0 overflow-hidden rounded-md', className);
  if (!coverPath)
    return (
      <div
        aria-hidden
        data-testid="cover-placeholder"
        className={cn(box, 'flex items-center justify-center bg-gradient-to-br from-slate-700 to-slate-900')}
      >
        <Music className="size-1/3 text-slate-400" />
      </div>
    );
  return (
    <img
      src={coverUrl(coverPath, size)}
      alt={`Cover art of ${title}`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn(box, 'object-cover')}
    />
  );
}
