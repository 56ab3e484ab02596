import { type Track, TrackCard, TrackCardSkeleton } from '@hifi/shared';
import type { ReactNode } from 'react';

/**
 * The place a featured card takes (a card with a one-line description: 182 px tall on a 412 px
 * phone, 154 px on a desktop), kept from the first paint so the list below does not jump when
 * the card arrives (CLS ≤ 0.05: docs/architecture.md#what-a-phone-downloads).
 */
const CARD_SPACE = 'min-h-[11.25rem] sm:min-h-[9.5rem]';

function FeaturedSection({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="featured-heading" aria-busy={busy || undefined} className="space-y-2">
      <h2 id="featured-heading" className="text-sm font-semibold uppercase tracking-wide text-sky-300">
        Featured
      </h2>
      <div className={CARD_SPACE}>{children}</div>
    </section>
  );
}

export function FeaturedTrack({ track, liked }: { track: Track; liked: boolean }) {
  return (
    <FeaturedSection>
      <TrackCard track={track} liked={liked} className="border-sky-800" />
    </FeaturedSection>
  );
}

/** The featured card while it loads: the card's size, so nothing moves when it comes. */
export function FeaturedTrackSkeleton() {
  return (
    <FeaturedSection busy>
      <TrackCardSkeleton className={`border-sky-900 ${CARD_SPACE}`} testId="featured-skeleton" />
    </FeaturedSection>
  );
}
