import { Link } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** A page whose item is not there for this reader: what it is, why it may be, and a way on. */
export function ItemNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 tabIndex={-1} className="text-2xl font-bold text-slate-50">
        {title}
      </h1>
      <p className="text-slate-400">{text}</p>
      <Button asChild>
        <Link to="/discover">Discover Audio</Link>
      </Button>
    </div>
  );
}

/** A page whose item could not be read: says so, with Retry. */
export function ItemLoadError({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 tabIndex={-1} className="text-2xl font-bold text-slate-50">
        {title}
      </h1>
      <p className="text-slate-400">Check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

/** A release's or playlist's page while it loads: its cover, heading lines and first rows in place. */
export function ItemLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Skeleton className="size-40 rounded-md" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-9 w-32" />
        </div>
      </div>
      <div className="space-y-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    </div>
  );
}
