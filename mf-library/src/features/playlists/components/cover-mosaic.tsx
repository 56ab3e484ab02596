import { CoverArt, cn, mosaicCovers, type PlaylistEntry } from '@hifi/shared';
import { ListMusic } from 'lucide-react';

/** The playlist's cover: the first four distinct tracks' covers in a square, one when it has one. */
export function CoverMosaic({
  entries,
  className,
}: {
  entries: readonly PlaylistEntry[];
  className?: string;
}) {
  const covers = mosaicCovers(entries);
  const box = cn('size-40 shrink-0 overflow-hidden rounded-md bg-slate-800', className);
  if (covers.length === 0) {
    return (
      <div className={cn(box, 'flex items-center justify-center')} data-testid="cover-mosaic">
        <ListMusic aria-hidden className="size-12 text-slate-500" />
      </div>
    );
  }
  if (covers.length < 4) {
    const [first] = covers;
    return (
      <div className={box} data-testid="cover-mosaic">
        <CoverArt coverPath={first?.coverPath} title={first?.title ?? ''} size={600} className="size-full" />
      </div>
    );
  }
  return (
    <div className={cn(box, 'grid grid-cols-2 grid-rows-2')} data-testid="cover-mosaic">
      {covers.map((c) => (
        <CoverArt key={c.trackId} coverPath={c.coverPath} title={c.title} size={96} className="size-full" />
      ))}
    </div>
  );
}
