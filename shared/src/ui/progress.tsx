import { cn } from './cn.ts';

export interface ProgressProps {
  /** 0-100 */
  value: number;
  className?: string;
  'aria-label'?: string;
}

/**
 * A determinate progress bar: the ARIA progressbar pattern in plain markup (what Radix Progress
 * rendered, with the same attributes), so no library code rides on every page
 * (docs/architecture.md#what-a-phone-downloads).
 */
export function Progress({ value, className, ...rest }: ProgressProps) {
  const state = value >= 100 ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${Math.round(value)}%`}
      data-state={state}
      data-value={value}
      data-max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-800', className)}
      {...rest}
    >
      <div
        data-state={state}
        data-value={value}
        data-max={100}
        className="h-full bg-sky-500 transition-transform"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </div>
  );
}
