/** An off-canvas panel (Radix Dialog): focus is trapped inside, Escape and the overlay close it. */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  side = 'left',
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  side?: 'left' | 'right';
  /** Announced as the dialog's name; visually hidden. */
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-50 flex flex-col gap-2 bg-slate-950 p-3 shadow-lg outline-none',
          side === 'left' ? 'left-0 border-r border-slate-800' : 'right-0 border-l border-slate-800',
          className,
        )}
        {...props}
      >
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        <Dialog.Description className="sr-only">{description ?? title}</Dialog.Description>
        {children}
        <Dialog.Close
          className="absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
