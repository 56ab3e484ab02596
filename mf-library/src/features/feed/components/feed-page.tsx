import { Button, PageHeader, TrackCard, TrackCardSkeleton, useLikedIds, useListQueue } from '@hifi/shared';
import { useFeed } from '../hooks/use-feed.ts';
import { SuggestedArtists } from './suggested-artists.tsx';

/**
 * /feed: new tracks of the artists the member follows, newest first, a page at a time; each
 * plays in place through the one player, and playing one queues the list from there.
 */
export function FeedPage() {
  const feed = useFeed();
  const tracks = feed.status === 'ready' ? feed.tracks : [];
  const queueOf = useListQueue(tracks);
  const liked = useLikedIds(tracks.map((t) => t.id));
  return (
    <div>
      <PageHeader title="Your Feed" subtitle="New tracks from the artists you follow" />
      {feed.status === 'loading' && (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading your feed">
          <TrackCardSkeleton />
          <TrackCardSkeleton />
        </div>
      )}
      {feed.status === 'error' && (
        <p role="alert" className="text-red-400">
          {feed.message}
        </p>
      )}
      {feed.status === 'ready' && tracks.length === 0 && (
        <div className="space-y-6">
          <p className="text-slate-400">Your feed is empty. Follow artists to hear their new tracks here.</p>
          <SuggestedArtists />
        </div>
      )}
      {feed.status === 'ready' && tracks.length > 0 && (
        <div className="space-y-4">
          <ol aria-label="Feed" className="space-y-3">
            {tracks.map((track) => (
              <li key={track.id}>
                <TrackCard track={track} liked={liked.has(track.id)} queueOf={queueOf} />
              </li>
            ))}
          </ol>
          {feed.more && (
            <Button variant="outline" onClick={feed.loadMore} disabled={feed.loadingMore}>
              {feed.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
