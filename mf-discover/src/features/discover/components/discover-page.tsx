import {
  DEFAULT_FEATURED_USERNAME,
  PageHeader,
  prefetchAudio,
  releaseFirstView,
  useLikedIds,
} from '@hifi/shared';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useDiscovery } from '../hooks/use-discovery.ts';
import { isDefaultView, useDiscoveryParams } from '../hooks/use-discovery-params.ts';
import { useFeaturedTrack } from '../hooks/use-featured-track.ts';
import { useGenres } from '../hooks/use-genres.ts';
import { useScopeLink, useSearchGroup, useSearchScope } from '../hooks/use-search-group.ts';
import { DiscoveryFilters } from './discovery-filters.tsx';
import { FeaturedTrack, FeaturedTrackSkeleton } from './featured-track.tsx';
import { TrackList } from './track-list.tsx';

// Only a search shows it: kept out of the first screen's JavaScript (e2e/specs/first-load.spec.ts).
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })));

/**
 * Whose newest track is featured on the default view (a username). The shell reads the same build
 * variable to ask for it early (shell/src/features/warm-up/warm-discover.ts).
 */
export const FEATURED_USERNAME = import.meta.env.PUBLIC_FEATURED_USERNAME || DEFAULT_FEATURED_USERNAME;

/**
 * /discover: search, genre and sort mirrored in the URL, the featured track, the infinite list.
 * A search also finds artists and playlists, grouped above the tracks; "See all" opens one group.
 * `featuredUsername`: the first-view function renders whom it read (its environment may name
 * another than this build).
 */
export function DiscoverPage({ featuredUsername = FEATURED_USERNAME }: { featuredUsername?: string } = {}) {
  const [view, setView] = useDiscoveryParams();
  const genres = useGenres();
  const discovery = useDiscovery(view);
  const searching = view.search.trim() !== '';
  const opened = useSearchScope();
  const scope = searching ? opened : null;
  const linkTo = useScopeLink();
  const artists = useSearchGroup('artists', searching ? view.search : '', scope === 'artists');
  const playlists = useSearchGroup('playlists', searching ? view.search : '', scope === 'playlists');
  const showTracks = scope === null || scope === 'tracks';
  const { track: featured, loading: featuredLoading } = useFeaturedTrack(
    featuredUsername,
    isDefaultView(view),
  );
  const shownIds = useMemo(
    () => [...(featured ? [featured.id] : []), ...discovery.tracks.map((t) => t.id)],
    [featured, discovery.tracks],
  );
  const likedIds = useLikedIds(shownIds);
  const buildLabel = import.meta.env.PUBLIC_BUILD_LABEL;

  // docs/product.md#9-constants-and-limits: warm the first bytes of the first tracks a visitor is
  // likely to play, the featured card (the topmost) first; prefetchAudio takes the first 2.
  // Once both are known: the featured track alone would make the list's first track wait for a later pass.
  const firstPaths =
    featuredLoading || discovery.loading
      ? ''
      : [...new Set([...(featured ? [featured.file_path] : []), ...discovery.tracks.map((t) => t.file_path)])]
          .slice(0, 8)
          .join('\n');
  // The page's first view (supabase/functions/first-view) showed this screen until now: once the
  // cards are drawn it gives way, before the browser paints, so the swap neither flashes nor moves.
  const drawn = !featuredLoading && !discovery.loading;
  useLayoutEffect(() => {
    if (drawn) releaseFirstView();
  }, [drawn]);

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
      {featured ? (
        <FeaturedTrack track={featured} liked={likedIds.has(featured.id)} />
      ) : (
        featuredLoading && <FeaturedTrackSkeleton />
      )}
      {scope !== null && (
        <Link to={linkTo(null)} className="inline-block text-sm font-medium text-sky-400 hover:underline">
          ← All results
        </Link>
      )}
      {searching && scope !== 'tracks' && (
        <Suspense fallback={null}>
          <SearchResults
            text={view.search}
            artists={artists}
            playlists={playlists}
            opened={scope}
            linkTo={linkTo}
          />
        </Suspense>
      )}
      {showTracks && searching ? (
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-100">Tracks</h2>
          {scope === null && discovery.hasMore && (
            <Link
              to={linkTo('tracks')}
              aria-label="See all tracks"
              className="text-sm font-medium text-sky-400 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              See all
            </Link>
          )}
        </div>
      ) : (
        // the cards' titles are h3: the list's heading keeps the outline whole without the featured card
        showTracks && <h2 className="sr-only">Tracks</h2>
      )}
      {showTracks && (
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
      )}
    </div>
  );
}
