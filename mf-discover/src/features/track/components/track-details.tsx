import {
  AddToPlaylistButton,
  Badge,
  CoverArt,
  DownloadOriginal,
  displayName,
  formatDate,
  formatDateTime,
  formatDuration,
  GenreChips,
  hifiQueryClient,
  LikeButton,
  licenceOf,
  PlayButton,
  ShareDialog,
  shownTrackTags,
  type Track,
  technicalLabel,
  toPlayerTrack,
  trackAnalysisOptions,
  usePlayerClock,
  usePlayerStatus,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

export interface TrackDetailsProps {
  track: Track;
  liked: boolean;
  /** a shared link's ?t=: the play button starts there */
  startSeconds?: number;
}

/**
 * The track itself: play, title, author, date, the file's own tags, genres, technical facts, like,
 * share, download.
 */
export function TrackDetails({ track, liked, startSeconds }: TrackDetailsProps) {
  const technical = technicalLabel(track);
  const duration = formatDuration(track.duration);
  return (
    <article className="space-y-4">
      <div className="flex items-start gap-4">
        <CoverArt
          coverPath={track.cover_path}
          title={track.title}
          size={600}
          className="size-32 sm:size-40"
        />
        <PlayButton
          track={toPlayerTrack(track)}
          from={startSeconds}
          primary
          className="mt-1 shrink-0 rounded-full"
        />
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-50">{track.title}</h1>
          <p className="text-slate-400">
            <Link
              to={`/profile/${track.user_id}`}
              className="text-slate-200 underline decoration-slate-500 underline-offset-4 hover:decoration-slate-200"
            >
              {displayName(track.profiles)}
            </Link>
            {' · '}
            <time dateTime={track.created_at}>{formatDate(track.created_at)}</time>
          </p>
          <FileTags tags={track.tags} />
        </div>
      </div>
      {track.description && (
        <p className="whitespace-pre-wrap break-words text-slate-300">{track.description}</p>
      )}
      <GenreChips genres={track.genres} />
      <dl className="flex flex-wrap items-center gap-3 text-sm text-slate-400">
        {technical && (
          <div>
            <dt className="sr-only">Format</dt>
            <dd>
              <Badge data-testid="technical-badge">{technical}</Badge>
            </dd>
          </div>
        )}
        {track.channels ? (
          <div>
            <dt className="sr-only">Channels</dt>
            <dd>
              {track.channels === 1 ? 'Mono' : track.channels === 2 ? 'Stereo' : `${track.channels} channels`}
            </dd>
          </div>
        ) : null}
        {duration && (
          <div>
            <dt className="sr-only">Duration</dt>
            <dd data-testid="duration" className="tabular-nums">
              {duration}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Plays</dt>
          <dd>{track.plays_count} plays</dd>
        </div>
        <TrackLicence licence={track.licence} />
        <TrackAccess track={track} />
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <LikeButton trackId={track.id} title={track.title} liked={liked} count={track.likes_count} />
        <TrackShare track={track} />
        <AddToPlaylistButton track={track} look="button" />
        {track.download_allowed && <TrackDownload track={track} />}
      </div>
    </article>
  );
}

/** Who may see a track that is not out for everyone: only its owner ever reads one (RLS). */
function TrackAccess({ track }: { track: Track }) {
  const scheduled = track.publish_at && Date.parse(track.publish_at) > Date.now();
  const access =
    track.visibility === 'private'
      ? 'Private: only you can listen'
      : track.visibility === 'unlisted'
        ? 'Unlisted: only people with its secret link can listen'
        : null;
  if (!access && !scheduled) return null;
  return (
    <div>
      <dt className="sr-only">Who may listen</dt>
      <dd data-testid="track-access" className="text-amber-300">
        {[access, scheduled && `Published ${formatDateTime(track.publish_at as string)}`]
          .filter(Boolean)
          .join(' · ')}
      </dd>
    </div>
  );
}

/** A Creative Commons licence, linking to its deed (all rights reserved goes without saying). */
function TrackLicence({ licence }: { licence: string | undefined }) {
  const { creativeCommons, deed, label } = licenceOf(licence);
  if (!creativeCommons || !deed) return null;
  return (
    <div>
      <dt className="sr-only">Licence</dt>
      <dd>
        <a href={deed} rel="license noopener" target="_blank" className="text-sky-300 hover:underline">
          {label}
        </a>
      </dd>
    </div>
  );
}

/** ARTIST, ALBUM, TRACKNUMBER and DATE as the uploaded file's tags gave them, when it had any. */
function FileTags({ tags }: { tags: Track['tags'] }) {
  const shown = shownTrackTags(tags);
  if (shown.length === 0) return null;
  return (
    <dl data-testid="file-tags" className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-slate-400">
      {shown.map(({ key, label, value }) => (
        <div key={key} className="flex min-w-0 gap-1.5">
          <dt>{label}</dt>
          <dd className="break-words text-slate-200">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Share, with "Start at" set to where the player is when this track is the one playing. */
function TrackShare({ track }: { track: Track }) {
  const player = usePlayerStatus();
  const clock = usePlayerClock();
  const seconds = player.track?.id === track.id ? clock.currentTime : 0;
  return (
    <ShareDialog
      trackId={track.id}
      title={track.title}
      // rendered on a server (the first view) there is no page yet; the dialog's links need one only once open
      origin={typeof window === 'undefined' ? '' : window.location.origin}
      currentSeconds={seconds}
    />
  );
}

/** Download original with the analysis' SHA-256 (the same cached read as the analysis panel). */
function TrackDownload({ track }: { track: Track }) {
  const analysis = useQuery(trackAnalysisOptions(track.id), hifiQueryClient);
  return <DownloadOriginal track={track} analysis={analysis.data} />;
}
