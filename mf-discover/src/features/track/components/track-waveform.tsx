import {
  displayName,
  hifiQueryClient,
  type Track,
  type TrackComment,
  toPlayerTrack,
  trackAnalysisOptions,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
  Waveform,
  waveformOptions,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The track page's large waveform, once the analysis has drawn the peaks (nothing before: the
 * player bar keeps its plain seek bar). Seeking a track that is not playing starts it there.
 */
export function TrackWaveform({ track, comments }: { track: Track; comments: readonly TrackComment[] }) {
  const analysis = useQuery(trackAnalysisOptions(track.id), hifiQueryClient);
  const path = analysis.data?.status === 'done' ? analysis.data.waveform_path : null;
  const peaks = useQuery({ ...waveformOptions(path ?? ''), enabled: Boolean(path) }, hifiQueryClient);
  const player = usePlayerStatus();
  const clock = usePlayerClock();
  const actions = usePlayerActions();
  if (!peaks.data) return null;
  const current = player.track?.id === track.id;
  const duration = current && Number.isFinite(clock.duration) ? clock.duration : (track.duration ?? 0);
  return (
    <Waveform
      peaks={peaks.data}
      duration={duration}
      currentTime={current ? clock.currentTime : 0}
      markers={comments
        .filter((comment) => comment.at_seconds != null)
        .map((comment) => ({
          seconds: Number(comment.at_seconds),
          label: `${displayName(comment.profiles)}: ${comment.content}`,
        }))}
      onSeek={(seconds) =>
        current ? actions.seek(seconds) : actions.play(toPlayerTrack(track), undefined, seconds)
      }
    />
  );
}
