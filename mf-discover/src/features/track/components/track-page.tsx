import { PageHeader } from '@hifi/shared';
import { Link, useParams } from 'react-router-dom';

/** /audio/:id: the track's title, player, likes and comments arrive with the track-page issue. */
export function TrackPage() {
  const { id = '' } = useParams();
  return (
    <article>
      <PageHeader title="Track" subtitle={`Track ${id}`} />
      <h2 className="text-xl font-semibold text-slate-100">Comments</h2>
      <Link className="text-sky-400 hover:underline" to="/discover">
        Discover Audio
      </Link>
    </article>
  );
}
