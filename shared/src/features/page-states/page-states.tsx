import { Link } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';

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
