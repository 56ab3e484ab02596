import { PageHeader, prefetchAudio, useLikedIds } from '@hifi/shared';
import { useEffect, useMemo } from 'react';
import { useDiscovery } from '../hooks/use-discovery.ts';
import { isDefaultView, useDiscoveryParams } from '../hooks/use-discovery-params.ts';
import { useFeaturedTrack } from '../hooks/use-featured-track.ts';
import { useGenres } from '../hooks/use-genres.ts';
import { DiscoveryFilters } from './discovery-filters.tsx';
import { FeaturedTrack } from './featured-track.tsx';
import { TrackList } from './track-list.tsx';

/** Whose newest track is featured on the default view (a username; the demo seed has 'ada'). */
export const FEATURED_USERNAME = import.meta.env.PUBLIC_FEATURED_USERNAME || 'ada';

/** /discover: search, genre and sort mirrored in the URL, the featured track, the infinite list. */
export function DiscoverPage() {
  const [view, setView] = useDiscoveryParams();
  const genres = useGenres();
  const discovery = useDiscovery(view);
  const featured = useFeaturedTrack(FEATURED_USERNAME, isDefaultView(view));
  const shownIds = useMemo(
    () => [...(featured ? [featured.id] : []), ...discovery.tracks.map((t) => t.id)],
    [featured, discovery.tracks],
  );
  const likedIds = useLikedIds(shownIds);
  const buildLabel = import.meta.env.PUBLIC_BUILD_LABEL;

  // docs/product.md#9-constants-and-limits: warm the first bytes of the first tracks a visitor is likely to play.
  const firstPaths = discovery.tracks
    .slice(0, 8)
    .map((t) => t.file_path)
    .join('\n');
  useEffect(() => {
    if (!firstPaths) return;
    const controller = new AbortController();
    void prefetchAudio(firstPaths.split('\n'), { signal: controller.signal });
    return () => controller.abort();
  }, [firstPaths]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Discover Hi-Fi Audio"
        subtitle="Search and listen to lossless audio files shared by our community"
      />
      {buildLabel && <p className="text-xs text-slate-500">Build {buildLabel}</p>}
      <DiscoveryFilters view={view} genres={genres} onChange={setView} />
      {featured && <FeaturedTrack track={featured} liked={likedIds.has(featured.id)} />}
      <TrackList
        tracks={discovery.tracks}
        likedIds={likedIds}
        loading={discovery.loading}
        loadingMore={discovery.loadingMore}
        hasMore={discovery.hasMore}
        error={discovery.error}
        onLoadMore={discovery.loadMore}
        onRetry={discovery.retry}
      />
    </div>
  );
}
