import { Button, PageHeader } from '@hifi/shared';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div>
      <PageHeader title="Page Not Found" subtitle="The page you are looking for does not exist." />
      <Button asChild>
        <Link to="/discover">Discover Audio</Link>
      </Button>
    </div>
  );
}
