import {
  Button,
  CoverArt,
  formatDate,
  hifiQueryClient,
  KIND_LABELS,
  userReleasesOptions,
  useSession,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/** A profile's releases, newest first, above its single tracks; nothing while it has none. */
export function ProfileReleases({ userId }: { userId: string }) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  const releases = useQuery(
    { ...userReleasesOptions(userId, viewerId), enabled: session.status !== 'loading' },
    hifiQueryClient,
  );
  if (releases.isError)
    return (
      <p role="alert" className="text-sm text-slate-400">
        Could not load the releases.{' '}
        <Button variant="outline" size="sm" onClick={() => void releases.refetch()}>
          Retry
        </Button>
      </p>
    );
  if (!releases.data?.length) return null;
  return (
    <section aria-labelledby="profile-releases" className="space-y-4">
      <h2 id="profile-releases" className="text-xl font-semibold text-slate-100">
        Releases
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {releases.data.map((release) => (
          <li key={release.id}>
            <Link to={`/release/${release.id}`} className="group block space-y-1">
              <CoverArt
                coverPath={release.cover_path}
                title={release.title}
                size={600}
                className="aspect-square w-full rounded-md"
              />
              <span className="block truncate font-medium text-slate-100 group-hover:underline">
                {release.title}
              </span>
              <span className="block text-sm text-slate-400">
                {[
                  KIND_LABELS[release.kind],
                  release.release_date && formatDate(`${release.release_date}T12:00:00Z`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
