import {
  type ArtistHit,
  hifiQueryClient,
  type PlaylistHit,
  type SearchGroupName,
  searchAllOptions,
  searchPreviewOptions,
} from '@hifi/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

export type HitOf<G extends SearchGroupName> = G extends 'artists' ? ArtistHit : PlaylistHit;

export interface SearchGroupState<G extends SearchGroupName> {
  hits: HitOf<G>[];
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  /** more than shown: "See all" (preview) or "Show more" (all) */
  more: boolean;
  loadMore(): void;
  retry(): void;
}

/** Which of the search's groups is opened with "See all" (?in=), or null for all of them. */
export type SearchScope = SearchGroupName | 'tracks';
const SCOPES: readonly SearchScope[] = ['artists', 'playlists', 'tracks'];

/** The opened group lives in the URL (?in=artists) so "See all" can be shared and goes Back. */
export function useSearchScope(): SearchScope | null {
  const [params] = useSearchParams();
  const scope = params.get('in') as SearchScope | null;
  return scope && SCOPES.includes(scope) ? scope : null;
}

/** The link that opens a group (or, with null, goes back to all of them), keeping the search. */
export function useScopeLink(): (scope: SearchScope | null) => string {
  const [params] = useSearchParams();
  return (scope) => {
    const next = new URLSearchParams(params);
    if (scope) next.set('in', scope);
    else next.delete('in');
    return `/discover?${next}`;
  };
}

/** A group's first hits beside the tracks, or (opened) all of them, paged. */
export function useSearchGroup<G extends SearchGroupName>(
  group: G,
  text: string,
  opened: boolean,
): SearchGroupState<G> {
  const preview = useQuery(
    { ...searchPreviewOptions(group, text), enabled: !opened && text.trim() !== '' },
    hifiQueryClient,
  );
  const all = useInfiniteQuery(
    { ...searchAllOptions(group, text), enabled: opened && text.trim() !== '' },
    hifiQueryClient,
  );
  if (opened) {
    return {
      hits: (all.data?.pages.flatMap((p) => p.hits) ?? []) as HitOf<G>[],
      loading: all.isPending,
      loadingMore: all.isFetchingNextPage,
      error: all.error,
      more: all.hasNextPage,
      loadMore: () => void all.fetchNextPage(),
      retry: () => void all.refetch(),
    };
  }
  return {
    hits: (preview.data?.hits ?? []) as HitOf<G>[],
    loading: preview.isPending,
    loadingMore: false,
    error: preview.error,
    more: preview.data?.more ?? false,
    loadMore: () => undefined,
    retry: () => void preview.refetch(),
  };
}
