/**
 * ReplayGain as a linear gain for a Web Audio GainNode: the track gain (dB, relative to the
 * ReplayGain reference), lowered when needed so that the track's peak (linear, 1 = full scale)
 * stays at or under full scale: normalizing never makes a track clip.
 */
export function normalizationGain(
  gainDb: number | null | undefined,
  peak: number | null | undefined,
): number {
  if (typeof gainDb !== 'number' || !Number.isFinite(gainDb)) return 1;
  const gain = 10 ** (gainDb / 20);
  if (typeof peak !== 'number' || !Number.isFinite(peak) || peak <= 0) return Math.min(gain, 1);
  return Math.min(gain, 1 / peak);
}

/**
 * The gain "Normalize loudness" gives a track: its release's album gain when it was queued with
 * its release in order ("Play release"), so the release keeps its own dynamics from track to
 * track; else its own track gain. Never past full scale either way.
 */
export function chosenGain(
  track: { albumGain?: { gainDb: number; peak: number | null } | null } | null | undefined,
  analysis:
    | { replaygain_track_gain_db: number | null; replaygain_track_peak: number | null }
    | null
    | undefined,
): number {
  const album = track?.albumGain;
  if (album) return normalizationGain(album.gainDb, album.peak);
  return normalizationGain(analysis?.replaygain_track_gain_db, analysis?.replaygain_track_peak);
}
