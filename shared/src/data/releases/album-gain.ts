/**
 * Album gain: one ReplayGain 2.0 gain for a whole release, so its tracks keep their loudness
 * against one another (a quiet interlude stays quiet) while the release as a whole meets the
 * reference. The album's loudness is the energy mean of its tracks' integrated loudness (EBU R128,
 * as the worker measures each track), each weighted by its length, which is what measuring the
 * tracks played end to end gives apart from the album-wide relative gate; the peak is the
 * loudest track's. Unknown when any track is not measured yet (the player then uses track gain).
 */

/** ReplayGain 2.0's reference loudness, as the worker's track gain uses it (worker/src/analyse.ts). */
export const REPLAYGAIN_REFERENCE_LUFS = -18;

export interface MeasuredTrack {
  /** seconds */
  duration: number | null;
  /** integrated loudness, LUFS */
  lufs: number | null;
  /** linear sample peak, 1 = full scale */
  peak: number | null;
}

export interface AlbumGain {
  gainDb: number;
  peak: number | null;
}

export function albumGain(tracks: readonly MeasuredTrack[]): AlbumGain | null {
  if (tracks.length === 0) return null;
  let energy = 0;
  let seconds = 0;
  for (const { duration, lufs } of tracks) {
    if (duration == null || lufs == null || !(duration > 0) || !Number.isFinite(lufs)) return null;
    energy += duration * 10 ** (lufs / 10);
    seconds += duration;
  }
  const lufs = 10 * Math.log10(energy / seconds);
  const peaks = tracks.map((t) => t.peak).filter((p): p is number => typeof p === 'number' && p > 0);
  return {
    gainDb: Math.round((REPLAYGAIN_REFERENCE_LUFS - lufs) * 100) / 100,
    peak: peaks.length === tracks.length ? Math.max(...peaks) : null,
  };
}
