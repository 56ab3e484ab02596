import { Button, type Track, TrackCard, TrackCardSkeleton, useListQueue } from '@hifi/shared';
import { memo } from 'react';
import { EndMarker } from './end-marker.tsx';

// A new page must not re-render the hundreds of cards above it: their props have not changed.
const ListedTrackCard = memo(TrackCard);

export interface TrackListProps {
  tracks: readonly Track[];
  likedIds: ReadonlySet<string>;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: Error | null;
  onLoadMore(): void;
  onRetry(): void;
}

/** The infinite list: 4 skeletons first, cards, 'Loading more...' at the end, the empty text. */
export function TrackList({
  tracks,
  likedIds,
  loading,
  loadingMore,
  hasMore,
  error,
  onLoadMore,
  onRetry,
}: TrackListProps) {
  // Playing from the list queues it from that track on, with Discover's search, genre and sort.
  const queueOf = useListQueue(tracks);
  if (loading) {
    return (
      <div role="status" className="space-y-4" aria-busy="true" aria-label="Loading tracks">
        {[0, 1, 2, 3].map((n) => (
          <TrackCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (error && tracks.length === 0) return <LoadError onRetry={onRetry} />;
  if (tracks.length === 0) return <p className="py-12 text-center text-slate-400">No audio files found</p>;
  return (
    <div>
      <ul className="space-y-4" aria-label="Tracks">
        {tracks.map((track) => (
          // off-screen cards skip layout and paint (long lists stay cheap to extend)
          <li key={track.id} className="[contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
            <ListedTrackCard track={track} liked={likedIds.has(track.id)} queueOf={queueOf} />
          </li>
        ))}
      </ul>
      {loadingMore && (
        <p role="status" className="py-4 text-center text-sm text-slate-400">
          Loading more...
        </p>
      )}
      {error ? (
        <LoadError onRetry={onRetry} />
      ) : (
        hasMore && <EndMarker onVisible={onLoadMore} armed={tracks.length} />
      )}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="flex items-center justify-center gap-3 py-8 text-slate-300">
      <span>Could not load audio files.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
