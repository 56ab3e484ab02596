import { Card, Skeleton, type Track, TrackCard } from '@hifi/shared';
import type { ReactNode } from 'react';

/**
 * The place a featured card takes (a card with a one-line description: 182 px tall on a 412 px
 * phone, 154 px on a desktop), kept from the first paint so the list below does not jump when
 * the card arrives (issue 20: CLS ≤ 0.05, e2e/specs/discover-cold-load.spec.ts).
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
      <Card className={`flex gap-4 border-sky-900 ${CARD_SPACE}`} data-testid="featured-skeleton">
        <Skeleton className="size-16 shrink-0 rounded" />
        <Skeleton className="size-9 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/4" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      </Card>
    </FeaturedSection>
  );
}
