import { LoaderCircle } from 'lucide-react';

/** The 'Loading...' state of docs/product.md#2-screens-and-routes (session resolving, a remote on its way). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 p-4 text-slate-400">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
