import { Button } from '@hifi/shared';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useNewVersionAvailable } from '../new-version.ts';

/**
 * Offered when a part of the site was released in a version this page cannot run without
 * reloading (its shared libraries are newer than the page's, shell-compatibility.ts).
 */
export function NewVersionNotice({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-700/60 bg-sky-950/40 px-4 py-3 text-sky-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <Sparkles aria-hidden className="size-4" />A new version of the site is available
      </p>
      <Button variant="outline" size="sm" onClick={onReload}>
        <RefreshCw aria-hidden className="size-4" />
        Reload
      </Button>
    </div>
  );
}

/** The notice, once a remote's live build needs a newer shell; nothing before that. */
export function NewVersionBanner() {
  const available = useNewVersionAvailable();
  return available ? <NewVersionNotice onReload={() => window.location.reload()} /> : null;
}
