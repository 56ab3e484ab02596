import { Button, PageHeader } from '@hifi/shared';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div>
      <PageHeader title="Page Not Found" subtitle="The page you are looking for does not exist." />
      <p className="mb-6 text-sm text-slate-300">
        Nothing lives at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild>
        <Link to="/discover">Discover Audio</Link>
      </Button>
    </div>
  );
}
