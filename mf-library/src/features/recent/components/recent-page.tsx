import {
  AddToPlaylistButton,
  Card,
  formatDate,
  PageHeader,
  PlayButton,
  type PlayerTrack,
  QueueButtons,
  type RecentPlay,
} from '@hifi/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useRecentPlays } from '../hooks/use-recent-plays.ts';

/**
 * The list plays through the one persistent player (never an audio element of its own, so two
 * tracks never play at once), and playing from it queues the list from the clicked play on.
 */
export function RecentPlayList({ plays }: { plays: RecentPlay[] }) {
  const tracks = useMemo(
    () =>
      plays.map(
        (play): PlayerTrack => ({
          id: play.audio_files.id,
          title: play.audio_files.title,
          filePath: play.audio_files.file_path,
          codec: play.audio_files.codec,
          coverPath: play.audio_files.cover_path ?? null,
        }),
      ),
    [plays],
  );
  if (plays.length === 0) return <p className="text-slate-400">No recently played audio files</p>;
  return (
    <ol aria-label="Recently played" className="space-y-3">
      {plays.map((play, index) => (
        <li key={play.id}>
          <Card className="flex items-start gap-4">
            <PlayButton
              track={tracks[index] as PlayerTrack}
              queue={{ tracks, index }}
              className="shrink-0 rounded-full"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold">
                <Link to={`/audio/${play.audio_files.id}`} className="hover:underline">
                  {play.audio_files.title}
                </Link>
              </h3>
              {play.audio_files.description && (
                <p className="text-sm text-slate-400">{play.audio_files.description}</p>
              )}
              <p className="text-xs text-slate-400">
                Played <time dateTime={play.played_at}>{formatDate(play.played_at)}</time>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <QueueButtons track={tracks[index] as PlayerTrack} />
              <AddToPlaylistButton track={tracks[index] as PlayerTrack} />
            </div>
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
