import { lazy } from 'react';
import { cn } from './cn.ts';

// Fetched when a page first shows progress (uploads), not with every page (issue 20).
const radix = () => import('@radix-ui/react-progress');
const ProgressPrimitive = {
  Root: lazy(() => radix().then((module) => ({ default: module.Root }))),
  Indicator: lazy(() => radix().then((module) => ({ default: module.Indicator }))),
};

export interface ProgressProps {
  /** 0-100 */
  value: number;
  className?: string;
  'aria-label'?: string;
}

/** A determinate progress bar (role progressbar with aria-valuenow). */
export function Progress({ value, className, ...rest }: ProgressProps) {
  return (
    <ProgressPrimitive.Root
      value={value}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-800', className)}
      {...rest}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-sky-500 transition-transform"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
