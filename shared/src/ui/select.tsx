/**
 * A styled Radix Select. Typing while it is open jumps to the first matching option; the typed
 * search resets after 1000 ms without a key (docs/product.md#9-constants-and-limits "select long-press search reset"), which is
 * Radix's own typeahead timing, so "ja" finds Jazz and a pause before "r" starts over at Rock.
 */
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from './cn.ts';

export const SELECT_SEARCH_RESET_MS = 1000;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<typeof RadixSelect.Root>, 'children'> {
  options: readonly SelectOption[];
  /** The trigger's accessible name when no visible <Label htmlFor> points at `id`. */
  'aria-label'?: string;
  id?: string;
  placeholder?: string;
  className?: string;
}

export function Select({
  options,
  id,
  placeholder,
  className,
  'aria-label': ariaLabel,
  ...root
}: SelectProps) {
  const [open, setOpen] = useState(root.defaultOpen ?? false);
  const isOpen = root.open ?? open;
  return (
    <RadixSelect.Root
      {...root}
      onOpenChange={(next) => {
        setOpen(next);
        root.onOpenChange?.(next);
      }}
    >
      <RadixSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        // While open, Radix hides everything outside the list from assistive technology; the
        // trigger leaves the tab order then, so nothing hidden stays focusable (focus returns on close).
        tabIndex={isOpen ? -1 : 0}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-50',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-slate-400" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-700 bg-slate-900 text-slate-100 shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[highlighted]:bg-sky-800 data-[state=checked]:font-medium"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2">
                  <Check className="size-4" aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
