import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey pulsing block standing in for content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-800', className)} {...props} />;
}
