import {
  displayName,
  type Track,
  type TrackComment,
  toPlayerTrack,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
  useTrackPeaks,
  Waveform,
} from '@hifi/shared';

/**
 * The track page's large waveform, once the analysis has drawn the peaks (a placeholder while
 * they load, nothing without an analysis: the player bar keeps its plain seek bar). Seeking a
 * track that is not playing starts it there.
 */
export function TrackWaveform({ track, comments }: { track: Track; comments: readonly TrackComment[] }) {
  const peaks = useTrackPeaks(track.id);
  const player = usePlayerStatus();
  const clock = usePlayerClock();
  const actions = usePlayerActions();
  if (peaks.status === 'none') return null;
  const current = player.track?.id === track.id;
  const duration = current && Number.isFinite(clock.duration) ? clock.duration : (track.duration ?? 0);
  return (
    <Waveform
      peaks={peaks.status === 'ready' ? peaks.peaks : null}
      duration={duration}
      currentTime={current ? clock.currentTime : 0}
      buffered={current ? clock.buffered : 0}
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
