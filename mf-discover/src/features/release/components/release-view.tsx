import {
  Button,
  CoverArt,
  displayName,
  formatDate,
  formatDuration,
  formatLength,
  getSupabaseConfig,
  KIND_LABELS,
  PlayButton,
  type QueueContext,
  type Release,
  releaseDuration,
  ShareDialog,
  toPlayerTrack,
  usePlayerActions,
  VerdictMark,
} from '@hifi/shared';
import { releaseDownloadable, releaseDownloadUrl } from '@hifi/shared/release-download';
import { Link } from 'react-router-dom';
import { releaseQuality } from '../release-quality.ts';
import { ReleaseLikeButton } from './release-like-button.tsx';
import { ReleaseLink } from './release-link.tsx';

/** A loaded release: cover, facts, licence, what it is worth, "Play release" and the tracklist. */
export function ReleaseView({ release }: { release: Release }) {
  const actions = usePlayerActions();
  // played from here, in release order, "Normalize loudness" uses the release's album gain
  const tracks = release.entries.map((e) => ({ ...toPlayerTrack(e.track), albumGain: release.albumGain }));
  const queue = (index: number): QueueContext => ({ tracks, index });
  const count = release.entries.length;
  const discs = new Set(release.entries.map((e) => e.disc)).size;
  const cover =
    release.cover_path ?? release.entries.find((e) => e.track.cover_path)?.track.cover_path ?? null;
  const facts = [
    // a calendar date: read at noon UTC, it is the same day in every time zone
    release.release_date && formatDate(`${release.release_date}T12:00:00Z`),
    release.catalogue_number,
    count === 1 ? '1 track' : `${count} tracks`,
    count > 0 && formatLength(releaseDuration(release.entries)),
  ].filter(Boolean);
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <CoverArt coverPath={cover} title={release.title} size={600} className="size-40 rounded-md" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xs font-semibold uppercase text-slate-400">{KIND_LABELS[release.kind]}</p>
          <h1 tabIndex={-1} className="break-words text-2xl font-bold text-slate-50 sm:text-3xl">
            {release.title}
          </h1>
          <p className="text-sm text-slate-300">
            By{' '}
            {release.owner ? (
              <Link to={`/profile/${release.owner.id}`} className="font-medium hover:underline">
                {displayName(release.owner)}
              </Link>
            ) : (
              'a former member'
            )}
          </p>
          <p className="text-sm text-slate-400" data-testid="release-facts">
            {facts.join(' · ')}
          </p>
          <p className="text-sm text-slate-300" data-testid="release-quality">
            {releaseQuality(release.entries)}
          </p>
          <p className="text-sm text-slate-300" data-testid="release-licence">
            Licence:{' '}
            {release.licence.deed ? (
              <a
                href={release.licence.deed}
                rel="license noopener"
                target="_blank"
                className="hover:underline"
              >
                {release.licence.label}
              </a>
            ) : (
              release.licence.label
            )}
          </p>
          {release.description && <p className="text-sm text-slate-300">{release.description}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => tracks[0] && actions.play(tracks[0], queue(0))} disabled={count === 0}>
              Play release
            </Button>
            <ReleaseLikeButton releaseId={release.id} title={release.title} count={release.likes_count} />
            {/* an unlisted release is shared by its secret link below; its embed would show nothing */}
            {release.visibility === 'public' && (
              <ShareDialog
                release
                trackId={release.id}
                title={release.title}
                origin={window.location.origin}
              />
            )}
            {releaseDownloadable(release) && (
              <Button asChild variant="outline" size="sm">
                <a href={releaseDownloadUrl(release.id, getSupabaseConfig())} download>
                  Download release
                </a>
              </Button>
            )}
          </div>
        </div>
      </header>
      <ReleaseLink release={release} />
      {count === 0 ? (
        <p className="text-slate-400">This release has no tracks yet.</p>
      ) : (
        <ol aria-label="Tracklist" className="space-y-1">
          {release.entries.map((entry, index) => (
            <li
              key={entry.track.id}
              data-testid="release-entry"
              className="flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2"
            >
              <span className="w-8 shrink-0 text-right text-sm tabular-nums text-slate-400">
                {discs > 1 ? `${entry.disc}-${entry.position}` : entry.position}
              </span>
              <PlayButton
                track={tracks[index] ?? toPlayerTrack(entry.track)}
                queue={() => queue(index)}
                className="shrink-0 rounded-full"
              />
              <Link
                to={`/audio/${entry.track.id}`}
                className="min-w-0 flex-1 truncate font-medium text-slate-100 hover:underline"
              >
                {entry.track.title}
              </Link>
              <VerdictMark
                analysis={entry.track.track_analyses}
                declared={entry.track}
                className="hidden sm:inline-flex"
              />
              <span className="shrink-0 text-sm tabular-nums text-slate-400">
                {formatDuration(entry.track.duration)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
