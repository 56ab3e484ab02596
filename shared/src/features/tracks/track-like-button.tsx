import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hifiQueryClient } from '../../data/query-client.ts';
import { trackOptions } from '../../data/tracks/track-query.ts';
import { LikeButton } from './like-button.tsx';
import { useLikedIds } from './use-liked-ids.ts';

export interface TrackLikeButtonProps {
  trackId: string;
  className?: string;
}

/**
 * The like toggle of a track known only by its id (the player bar): its count is the track's
 * cached read (the track page's), the heart the listener's liked ids, so a like made on any card
 * or page shows here at once, and one made here shows there. Nothing until the track is read;
 * nothing for a track that no longer exists.
 */
export function TrackLikeButton({ trackId, className }: TrackLikeButtonProps) {
  const { data: track } = useQuery(trackOptions(trackId), hifiQueryClient);
  const ids = useMemo(() => [trackId], [trackId]);
  const liked = useLikedIds(ids).has(trackId);
  if (!track) return null;
  return (
    <LikeButton
      trackId={track.id}
      title={track.title}
      liked={liked}
      count={track.likes_count}
      className={className}
    />
  );
}
