import { Button, releaseFirstView } from '@hifi/shared';
import { RefreshCw, Unplug } from 'lucide-react';
import { useLayoutEffect } from 'react';

/** What a remote's slot shows when the remote is down or threw: the rest of the page keeps working. */
export function RemoteUnavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  // a first view of the page (supabase/functions/first-view) would otherwise hide this for good
  useLayoutEffect(() => releaseFirstView(), []);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-700/60 bg-amber-950/30 p-4 text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <Unplug aria-hidden className="size-4" />
        {title} is unavailable right now.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        Retry
      </Button>
    </div>
  );
}
