import { Button, PageHeader } from '@hifi/shared';
import { Link } from 'react-router-dom';

/** A secret link that opens nothing: never made, replaced by its owner, or made private since. */
export function LinkNotFound() {
  return (
    <div>
      <PageHeader
        title="Link Not Found"
        subtitle="This link does not open anything: its owner may have replaced it or made it private."
      />
      <Button asChild>
        <Link to="/discover">Discover Audio</Link>
      </Button>
    </div>
  );
}
