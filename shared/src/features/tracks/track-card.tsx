import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displayName } from '../../data/profiles/profile-shape.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import type { QueueContext } from '../../state/player/player-track.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cn } from '../../ui/cn.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { VerdictMark } from '../analysis/verdict-mark.tsx';
import { PlayButton } from '../player/play-button.tsx';
import { AddToPlaylistButton } from '../playlists/add-to-playlist-button.tsx';
import { CoverArt } from './cover-art.tsx';
import { formatDuration, technicalLabel } from './format.ts';
import { GenreChips } from './genre-chips.tsx';
import { LikeButton } from './like-button.tsx';
import { QueueButtons } from './queue-buttons.tsx';
import { toPlayerTrack } from './to-player-track.ts';

export { toPlayerTrack };

export interface TrackCardProps {
  track: Track;
  /** the signed-in user likes it (see useLikedIds) */
  liked?: boolean;
  /** edit and delete show only when the parent passes them (docs/product.md#2-screens-and-routes) */
  onEdit?: (track: Track) => void;
  onDelete?: (track: Track) => void;
  /** the list the card is played from, by track id (useListQueue): it becomes the queue */
  queueOf?: (trackId: string) => QueueContext | undefined;
  className?: string;
}

/** A track in a list: play, title → track page, uploader → profile, genres, like, facts. */
export function TrackCard({ track, liked = false, onEdit, onDelete, queueOf, className }: TrackCardProps) {
  const technical = technicalLabel(track);
  const duration = formatDuration(track.duration);
  return (
    <Card className={cn('flex gap-4', className)} data-testid="track-card" data-track-id={track.id}>
      <CoverArt coverPath={track.cover_path} title={track.title} size={96} className="size-16" />
      <PlayButton
        track={toPlayerTrack(track)}
        queue={queueOf && (() => queueOf(track.id))}
        className="shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-slate-100">
              <Link to={`/audio/${track.id}`} className="hover:underline">
                {track.title}
              </Link>
            </h3>
            <Link
              to={`/profile/${track.user_id}`}
              className="text-sm text-slate-400 hover:text-slate-200 hover:underline"
            >
              {displayName(track.profiles)}
            </Link>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
            {technical && (
              <Badge data-testid="technical-badge" className="whitespace-nowrap">
                {technical}
              </Badge>
            )}
            {technical && <VerdictMark analysis={track.track_analyses} declared={track} />}
            {duration && (
              <span data-testid="duration" className="tabular-nums">
                {duration}
              </span>
            )}
          </div>
        </div>
        {track.description && <p className="line-clamp-2 text-sm text-slate-300">{track.description}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <GenreChips genres={track.genres} />
          <div className="flex items-center gap-1">
            <LikeButton trackId={track.id} title={track.title} liked={liked} count={track.likes_count} />
            <QueueButtons track={toPlayerTrack(track)} />
            <AddToPlaylistButton track={track} />
            {onEdit && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${track.title}`}
                onClick={() => onEdit(track)}
              >
                <Pencil aria-hidden className="size-4" />
              </Button>
            )}
            {onDelete && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${track.title}`}
                onClick={() => onDelete(track)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

/**
 * The stand-in shown while a card loads (docs/product.md#2-screens-and-routes: discovery shows 4):
 * the card's cover, play button and three lines, so nothing moves when the card comes.
 */
export function TrackCardSkeleton({
  className,
  testId = 'track-card-skeleton',
}: {
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={cn('flex gap-4', className)} data-testid={testId}>
      <Skeleton className="size-16 shrink-0 rounded" />
      <Skeleton className="size-9 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-3 w-3/4" />
      </div>
    </Card>
  );
}
