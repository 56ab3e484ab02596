/**
 * What the header's indicator is told, paced: a new file, a pause or the end is told at once, a
 * percent that only moves is told at most every INDICATOR_INTERVAL_MS (its bar animates each
 * change, and every animated frame is main-thread work while the chunks are on their way).
 */
import type { UploadProgress } from '../../state/upload-progress.ts';

export const INDICATOR_INTERVAL_MS = 1000;

export function pacedProgressReport(
  report: (progress: UploadProgress | null) => void,
  intervalMs = INDICATOR_INTERVAL_MS,
): (progress: UploadProgress | null) => void {
  let shown: UploadProgress | null = null;
  let latest: UploadProgress | null = null;
  let lastShownAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const show = () => {
    cancel();
    shown = latest;
    lastShownAt = performance.now();
    report(latest);
  };
  return (progress) => {
    latest = progress;
    if (
      shown?.percent === progress?.percent &&
      shown?.files === progress?.files &&
      shown?.paused === progress?.paused
    )
      return cancel();
    const onlyPercent =
      shown && progress && shown.files === progress.files && shown.paused === progress.paused;
    if (!onlyPercent) return show();
    if (timer) return;
    const wait = lastShownAt + intervalMs - performance.now();
    if (wait <= 0) show();
    else timer = setTimeout(show, wait);
  };
}
