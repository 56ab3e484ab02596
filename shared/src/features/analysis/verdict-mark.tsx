import { AlertTriangle, BadgeCheck, Clock, Loader2, XCircle } from 'lucide-react';
import type { VerdictFacts } from '../../data/analysis/analysis-shape.ts';
import { cn } from '../../ui/cn.ts';
import { type DeclaredFormat, type VerdictKind, verdictOf } from './verdict.ts';

const LOOK: Record<VerdictKind, { icon: typeof Clock; className: string }> = {
  lossless: { icon: BadgeCheck, className: 'border-emerald-700 text-emerald-300' },
  lossy: { icon: AlertTriangle, className: 'border-amber-600 text-amber-300' },
  upsampled: { icon: AlertTriangle, className: 'border-amber-600 text-amber-300' },
  padded: { icon: AlertTriangle, className: 'border-amber-600 text-amber-300' },
  queued: { icon: Clock, className: 'border-slate-600 text-slate-300' },
  running: { icon: Loader2, className: 'border-slate-600 text-slate-300' },
  failed: { icon: XCircle, className: 'border-slate-600 text-slate-300' },
};

export interface VerdictMarkProps {
  /** the track's analysis facts (null: none yet) */
  analysis: VerdictFacts | null;
  /** what the file declares, to say what was heard against it */
  declared: DeclaredFormat;
  className?: string;
}

/**
 * The small mark beside a track's format badge: what the analysis found, in a word; the full
 * sentence is the tooltip and is read by screen readers after the word.
 */
export function VerdictMark({ analysis, declared, className }: VerdictMarkProps) {
  const verdict = verdictOf(analysis, declared);
  const { icon: Icon, className: look } = LOOK[verdict.kind];
  return (
    <span
      data-testid="verdict-mark"
      data-verdict={verdict.kind}
      title={verdict.sentence}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        look,
        className,
      )}
    >
      <Icon aria-hidden className={cn('size-3', verdict.kind === 'running' && 'motion-safe:animate-spin')} />
      {verdict.label}
      <span className="sr-only">: {verdict.sentence}</span>
    </span>
  );
}
