import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { PLAYER_SHORTCUTS } from './player-shortcuts.ts';

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Keyboard shortcuts", opened with "?" (or its button in the player). Without a Radix Trigger
 * the dialog would give focus to nobody when it closes, so it gives it back to whatever had it
 * when it opened (the button, or the page where "?" was pressed).
 */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-slate-700 bg-slate-900 p-6 text-slate-100"
        >
          <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-400">
            Anywhere on the site, except while typing in a field.
          </Dialog.Description>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {PLAYER_SHORTCUTS.map((shortcut) => (
              <div key={shortcut.action} className="contents">
                <dt className="flex gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd
                      key={key}
                      className="rounded border border-slate-600 bg-slate-800 px-1.5 font-mono text-xs"
                    >
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd className="text-slate-300">{shortcut.description}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close asChild>
            <Button aria-label="Close" size="icon" variant="ghost" className="absolute right-3 top-3">
              <X aria-hidden className="size-4" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
