/** How track facts read on screen (docs/product.md#9-constants-and-limits: dates 'MMM d, yyyy', durations m:ss). */

// One definition for the site and the first-view function (which cannot import the site's packages).
export {
  codecName,
  formatDuration,
  technicalLabel,
} from '../../../../supabase/functions/_shared/track-format.ts';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '2026-11-21T06:00:00Z' → 'Nov 21, 2026' (MMM d, yyyy). */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** '2026-11-21T18:05:00Z' → 'Nov 21, 2026, 6:05 PM' in the reader's time zone (a scheduled publication). */
export function formatDateTime(iso: string): string {
  return moment.format(new Date(iso));
}

/** 'November 2026', for 'Member since'. */
export function formatMonthYear(iso: string): string {
  return month.format(new Date(iso));
}

/** How long a playlist or release plays, in words: "1 h 4 min", "12 min", "45 s". */
export function formatLength(seconds: number): string {
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
