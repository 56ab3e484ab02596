import { Button, Input, Label, type Release, toast, useReplaceReleaseLink } from '@hifi/shared';
import { useId, useState } from 'react';

/**
 * The owner's secret link of an unlisted release: copied to share it, replaced to shut out
 * everyone who had the old one (which then opens "Link Not Found").
 */
export function ReleaseLink({ release }: { release: Release }) {
  const id = useId();
  const replace = useReplaceReleaseLink();
  const [copied, setCopied] = useState(false);
  if (!release.link || release.visibility !== 'unlisted') return null;
  const link = `${window.location.origin}/s/${release.link}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <section aria-label="Sharing" className="space-y-1 rounded-lg border border-slate-800 p-4">
      <Label htmlFor={id}>Secret link</Label>
      <p className="text-sm text-slate-400">Unlisted: only people with this link can open the release.</p>
      <div className="flex flex-wrap gap-2">
        <Input id={id} readOnly value={link} className="min-w-0 flex-1" onFocus={(e) => e.target.select()} />
        <Button variant="outline" size="sm" className="h-9" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> the secret link</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={replace.isPending}
          onClick={() =>
            replace.mutate(release.id, {
              onSuccess: () => toast.success('New link made: the old one no longer opens the release'),
              onError: () => toast.error('Could not replace the link'),
            })
          }
        >
          Replace link
        </Button>
      </div>
    </section>
  );
}
