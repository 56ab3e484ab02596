import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * The browser's own <select>, styled like the kit's fields: for forms and filters that the first
 * view renders on the server (it works before any script runs, and a phone shows its own picker).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block h-9 w-full rounded-md border border-slate-600 bg-slate-900 px-2 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
