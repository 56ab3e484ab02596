import { Button, Input, Label, LICENCE_IDS, LICENCES, NativeSelect } from '@hifi/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { BIT_DEPTHS, type DiscoveryView, SAMPLE_RATES } from '../hooks/use-discovery-params.ts';

/** Typing settles for this long before the search asks the server (one request, not one per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS = { plays: 'Most Popular', likes: 'Most Liked', recent: 'Most Recent' } as const;
const FORMAT_LABELS = { any: 'Any format', flac: 'FLAC', wav: 'WAV', alac: 'ALAC' } as const;
const rateLabel = (hz: number) => `${Number((hz / 1000).toFixed(1))} kHz and up`;

/** How many filters narrow the list (the sort orders it, so it is not one). */
export function activeFilterCount(view: DiscoveryView): number {
  return [
    view.genre !== 'all',
    view.hideLossy,
    view.format !== 'any',
    view.minBitDepth > 0,
    view.minSampleRate > 0,
    view.licence !== 'any',
  ].filter(Boolean).length;
}

export interface DiscoveryFiltersProps {
  view: DiscoveryView;
  genres: readonly string[];
  onChange(change: Partial<DiscoveryView>): void;
}

export function DiscoveryFilters({ view, genres, onChange }: DiscoveryFiltersProps) {
  const id = useId();
  const [text, setText] = useState(view.search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const pushed = useRef(view.search);
  // On a phone the filters wait behind a button, so the first screen is music (docs/product.md#discover).
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(view);

  useEffect(() => {
    const search = settled.trim();
    if (search === pushed.current) return;
    pushed.current = search;
    onChange({ search });
  }, [settled, onChange]);

  // The URL changed under us (back button, a shared link): show its search text.
  useEffect(() => {
    if (view.search !== pushed.current) {
      pushed.current = view.search;
      setText(view.search);
    }
  }, [view.search]);

  // A genre that is in the URL but not (yet) in the list still shows as selected.
  const options = view.genre !== 'all' && !genres.includes(view.genre) ? [view.genre, ...genres] : genres;

  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="flex gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={`${id}-search`} className="sr-only">
            Search
          </Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search audio files..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          className="sm:hidden"
          aria-label={active > 0 ? `Filters, ${active} active` : undefined}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filters
          {active > 0 && (
            <span aria-hidden className="rounded-full bg-sky-500 px-1.5 text-xs font-semibold text-slate-950">
              {active}
            </span>
          )}
        </Button>
      </div>
      <div id={`${id}-filters`} className={open ? 'contents' : 'contents max-sm:hidden'}>
        <div className="space-y-1">
          <Label htmlFor={`${id}-genre`}>Filter by Genre</Label>
          <NativeSelect
            id={`${id}-genre`}
            className="px-3"
            value={view.genre}
            onChange={(event) => onChange({ genre: event.target.value })}
          >
            <option value="all">All Genres</option>
            {options.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-sort`}>Sort By</Label>
          <NativeSelect
            id={`${id}-sort`}
            className="px-3"
            value={view.sort}
            onChange={(event) => onChange({ sort: event.target.value as DiscoveryView['sort'] })}
          >
            <option value="plays">{SORT_LABELS.plays}</option>
            <option value="likes">{SORT_LABELS.likes}</option>
            <option value="recent">{SORT_LABELS.recent}</option>
          </NativeSelect>
        </div>
        <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-3 sm:col-span-3">
          <legend className="sr-only">Audio quality</legend>
          <label className="flex h-9 items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              className="size-4 accent-sky-500"
              checked={view.hideLossy}
              onChange={(event) => onChange({ hideLossy: event.target.checked })}
            />
            Hide suspected lossy
          </label>
          <div className="w-full space-y-1 sm:w-40">
            <Label htmlFor={`${id}-format`}>Format</Label>
            <NativeSelect
              id={`${id}-format`}
              className="px-3"
              value={view.format}
              onChange={(event) => onChange({ format: event.target.value as DiscoveryView['format'] })}
            >
              {Object.entries(FORMAT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="w-full space-y-1 sm:w-44">
            <Label htmlFor={`${id}-bits`}>Minimum bit depth</Label>
            <NativeSelect
              id={`${id}-bits`}
              className="px-3"
              value={view.minBitDepth}
              onChange={(event) => onChange({ minBitDepth: Number(event.target.value) })}
            >
              <option value={0}>Any bit depth</option>
              {BIT_DEPTHS.map((bits) => (
                <option key={bits} value={bits}>
                  {bits}-bit and up
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="w-full space-y-1 sm:w-48">
            <Label htmlFor={`${id}-rate`}>Minimum sample rate</Label>
            <NativeSelect
              id={`${id}-rate`}
              className="px-3"
              value={view.minSampleRate}
              onChange={(event) => onChange({ minSampleRate: Number(event.target.value) })}
            >
              <option value={0}>Any sample rate</option>
              {SAMPLE_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rateLabel(rate)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="w-full space-y-1 sm:w-48">
            <Label htmlFor={`${id}-licence`}>Licence</Label>
            <NativeSelect
              id={`${id}-licence`}
              className="px-3"
              value={view.licence}
              onChange={(event) => onChange({ licence: event.target.value as DiscoveryView['licence'] })}
            >
              <option value="any">Any licence</option>
              <option value="cc">Creative Commons</option>
              {LICENCE_IDS.map((licence) => (
                <option key={licence} value={licence}>
                  {LICENCES[licence].label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </fieldset>
      </div>
    </div>
  );
}
