import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';

export interface SecretLinkFieldProps {
  /** the link's token (/s/{token}) */
  token: string;
  /** what it opens, as the sentence names it: 'release', 'track' */
  what: string;
  replacing: boolean;
  onReplace(): void;
}

/**
 * The owner's secret link of an unlisted item: copied to share it, replaced to shut out everyone
 * who had the old one (which then opens "Link Not Found").
 */
export function SecretLinkField({ token, what, replacing, onReplace }: SecretLinkFieldProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/s/${token}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <section aria-label="Sharing" className="space-y-1 rounded-lg border border-slate-800 p-4">
      <Label htmlFor={id}>Secret link</Label>
      <p className="text-sm text-slate-400">Unlisted: only people with this link can open the {what}.</p>
      <div className="flex flex-wrap gap-2">
        <Input id={id} readOnly value={link} className="min-w-0 flex-1" onFocus={(e) => e.target.select()} />
        <Button variant="outline" size="sm" className="h-9" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> the secret link</span>
        </Button>
        <Button variant="outline" size="sm" className="h-9" disabled={replacing} onClick={onReplace}>
          Replace link
        </Button>
      </div>
    </section>
  );
}
