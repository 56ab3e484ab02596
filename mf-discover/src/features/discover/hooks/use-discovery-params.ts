import {
  DEFAULT_DISCOVERY_REQUEST,
  DISCOVERY_FORMATS,
  DISCOVERY_SORTS,
  type DiscoveryFormat,
  type DiscoverySort,
  LICENCE_IDS,
  type LicenceId,
} from '@hifi/shared';
import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface DiscoveryView {
  search: string;
  /** 'all' = no genre filter */
  genre: string;
  sort: DiscoverySort;
  /** "Hide suspected lossy" */
  hideLossy: boolean;
  /** 'any' = every format */
  format: DiscoveryFormat | 'any';
  /** 0 = any */
  minBitDepth: number;
  /** 0 = any */
  minSampleRate: number;
  /** 'any', 'cc' (any Creative Commons licence) or one licence */
  licence: LicenceId | 'cc' | 'any';
}

// the shell starts the default view's first page early: the default sort is defined next to that request
export const DEFAULT_SORT: DiscoverySort = DEFAULT_DISCOVERY_REQUEST.sort;
export const DEFAULT_VIEW: DiscoveryView = {
  search: '',
  genre: 'all',
  sort: DEFAULT_SORT,
  hideLossy: false,
  format: 'any',
  minBitDepth: 0,
  minSampleRate: 0,
  licence: 'any',
};
export const BIT_DEPTHS = [24, 32] as const;
export const SAMPLE_RATES = [48000, 88200, 96000, 176400, 192000] as const;

const oneOf = <T extends number>(values: readonly T[], raw: string | null): T | 0 =>
  values.find((v) => String(v) === raw) ?? 0;

/**
 * The view lives in the URL (?q=, ?genre=, ?sort=, ?lossless=1, ?format=, ?bits=, ?rate=, ?licence=) so it
 * can be shared and survives a reload. Defaults are left out of the URL; unknown values fall back
 * to the default.
 */
export function useDiscoveryParams(): [DiscoveryView, (change: Partial<DiscoveryView>) => void] {
  const [url, setParams] = useSearchParams();
  // React Router renders a new URL in a transition. Until it has, the controls show the change (a
  // ticked box stays ticked) and the next change builds on it: from the last rendered URL, a genre
  // picked just before would be lost.
  const [params, show] = useOptimistic(url, (_: URLSearchParams, next: URLSearchParams) => next);
  const sortParam = params.get('sort') as DiscoverySort | null;
  const formatParam = params.get('format');
  const licenceParam = params.get('licence');
  const view: DiscoveryView = {
    search: params.get('q') ?? '',
    genre: params.get('genre') || 'all',
    sort: sortParam && DISCOVERY_SORTS.includes(sortParam) ? sortParam : DEFAULT_SORT,
    hideLossy: params.get('lossless') === '1',
    format: formatParam && formatParam in DISCOVERY_FORMATS ? (formatParam as DiscoveryFormat) : 'any',
    minBitDepth: oneOf(BIT_DEPTHS, params.get('bits')),
    minSampleRate: oneOf(SAMPLE_RATES, params.get('rate')),
    licence:
      licenceParam === 'cc' || LICENCE_IDS.some((l) => l === licenceParam)
        ? (licenceParam as LicenceId | 'cc')
        : 'any',
  };
  const update = useCallback(
    (change: Partial<DiscoveryView>) => {
      const next = new URLSearchParams(params);
      const set = (key: string, value: string | undefined, fallback: string) => {
        if (value === undefined) return;
        if (value === fallback || value === '') next.delete(key);
        else next.set(key, value);
      };
      const text = (value: number | boolean | undefined) =>
        value === undefined ? undefined : typeof value === 'boolean' ? (value ? '1' : '') : String(value);
      set('q', change.search?.trim(), '');
      set('genre', change.genre, 'all');
      set('sort', change.sort, DEFAULT_SORT);
      set('lossless', text(change.hideLossy), '');
      set('format', change.format, 'any');
      set('bits', text(change.minBitDepth), '0');
      set('rate', text(change.minSampleRate), '0');
      set('licence', change.licence, 'any');
      startTransition(() => {
        show(next);
        // typing in the search box should not fill the history with one entry per word
        setParams(next, { replace: change.search !== undefined });
      });
    },
    [params, setParams],
  );
  return [view, update];
}

export const isDefaultView = (view: DiscoveryView) =>
  view.search === '' &&
  view.genre === 'all' &&
  view.sort === DEFAULT_SORT &&
  !view.hideLossy &&
  view.format === 'any' &&
  view.minBitDepth === 0 &&
  view.minSampleRate === 0 &&
  view.licence === 'any';
