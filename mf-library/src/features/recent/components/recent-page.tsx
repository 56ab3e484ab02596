import { audioPublicUrl, Card, needsRendition, PageHeader, type RecentPlay } from '@hifi/shared';
import { Link } from 'react-router-dom';
import { useRecentPlays } from '../hooks/use-recent-plays.ts';

/**
 * ALAC does not play in Chromium or Firefox: those tracks play from the worker's lossless FLAC
 * rendition (no source until it exists).
 */
function audioSrc(track: RecentPlay['audio_files']): string | undefined {
  const path = needsRendition({ filePath: track.file_path, codec: track.codec })
    ? track.rendition_path
    : track.file_path;
  return path ? audioPublicUrl(path) : undefined;
}

export function RecentPlayList({ plays }: { plays: RecentPlay[] }) {
  if (plays.length === 0) return <p className="text-slate-400">No recently played audio files</p>;
  return (
    <ol aria-label="Recently played" className="space-y-3">
      {plays.map((play) => (
        <li key={play.id}>
          <Card className="space-y-2">
            <h3 className="font-semibold">
              <Link to={`/audio/${play.audio_files.id}`} className="hover:underline">
                {play.audio_files.title}
              </Link>
            </h3>
            {play.audio_files.description && (
              <p className="text-sm text-slate-400">{play.audio_files.description}</p>
            )}
            {/* preload none: ten controls must not fetch ten files before anyone presses play */}
            <audio controls preload="none" src={audioSrc(play.audio_files)} className="w-full">
              <track kind="captions" />
            </audio>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** /recent: the member's last 10 plays, newest first. */
export function RecentPage() {
  const state = useRecentPlays();
  return (
    <div>
      <PageHeader title="Recently Played" />
      {state.status === 'loading' && <p className="text-slate-400">Loading...</p>}
      {state.status === 'error' && <p className="text-red-400">{state.message}</p>}
      {state.status === 'ready' && <RecentPlayList plays={state.plays} />}
    </div>
  );
}
