import { DISCOVERY_SORTS, type DiscoverySort } from '@hifi/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface DiscoveryView {
  search: string;
  /** 'all' = no genre filter */
  genre: string;
  sort: DiscoverySort;
}

export const DEFAULT_SORT: DiscoverySort = 'likes';

/**
 * The view lives in the URL (?q=, ?genre=, ?sort=) so it can be shared and survives a reload.
 * Defaults are left out of the URL; an unknown sort falls back to the default.
 */
export function useDiscoveryParams(): [DiscoveryView, (change: Partial<DiscoveryView>) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as DiscoverySort | null;
  const view: DiscoveryView = {
    search: params.get('q') ?? '',
    genre: params.get('genre') || 'all',
    sort: sortParam && DISCOVERY_SORTS.includes(sortParam) ? sortParam : DEFAULT_SORT,
  };
  const update = useCallback(
    (change: Partial<DiscoveryView>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback || value === '') next.delete(key);
            else next.set(key, value);
          };
          set('q', change.search?.trim(), '');
          set('genre', change.genre, 'all');
          set('sort', change.sort, DEFAULT_SORT);
          return next;
        },
        // typing in the search box should not fill the history with one entry per word
        { replace: change.search !== undefined },
      );
    },
    [setParams],
  );
  return [view, update];
}

export const isDefaultView = (view: DiscoveryView) =>
  view.search === '' && view.genre === 'all' && view.sort === DEFAULT_SORT;
