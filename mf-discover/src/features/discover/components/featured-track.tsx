import { type Track, TrackCard } from '@hifi/shared';

export function FeaturedTrack({ track, liked }: { track: Track; liked: boolean }) {
  return (
    <section aria-labelledby="featured-heading" className="space-y-2">
      <h2 id="featured-heading" className="text-sm font-semibold uppercase tracking-wide text-sky-300">
        Featured
      </h2>
      <TrackCard track={track} liked={liked} className="border-sky-800" />
    </section>
  );
}
