import { Button, Card } from '@hifi/shared';
import { Link } from 'react-router-dom';

export function TrackNotFound() {
  return (
    <Card className="mx-auto max-w-lg space-y-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-50">Audio Not Found</h1>
      <p className="text-slate-400">
        This audio file is no longer available. It may have been deleted or made private by its owner.
      </p>
      <Button asChild>
        <Link to="/discover">Discover Audio</Link>
      </Button>
    </Card>
  );
}
