import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A rule between groups: decorative by default; `decorative={false}` announces it as a separator. */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: ComponentProps<'div'> & { orientation?: 'horizontal' | 'vertical'; decorative?: boolean }) {
  const look = cn(
    'shrink-0 bg-slate-800',
    orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px',
    className,
  );
  if (decorative) return <div aria-hidden className={look} {...props} />;
  return <hr aria-orientation={orientation} className={cn('border-0', look)} />;
}
