import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';

/** The file's SHA-256 from the analysis, with a Copy button, so a listener can verify a download. */
export function Sha256({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <span className="shrink-0 text-slate-400">SHA-256</span>
      <code data-testid="sha256" className="min-w-0 truncate font-mono text-xs text-slate-200">
        {value}
      </code>
      <Button variant="ghost" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        Copy<span className="sr-only"> SHA-256</span>
      </Button>
      <span aria-live="polite" className="text-xs text-emerald-300">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  );
}
