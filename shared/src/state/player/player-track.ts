export interface PlayerTrack {
  id: string;
  title: string;
  /** Object path in the audio bucket; the engine asks for a URL for the active track only. */
  filePath: string;
  /** Display name of the uploader, shown in the bar and sent to the Media Session. */
  author?: string;
  /** Seconds, when the caller already knows it (shown before metadata loads). */
  duration?: number | null;
  /** The cover's folder (audio_files.cover_path), when the track has one: the Media Session's artwork. */
  coverPath?: string | null;
  /** audio_files.codec ('flac', 'pcm', 'alac', ...): the rendition the browser gets is chosen from it. */
  codec?: string | null;
  /**
   * The release's album gain, when the track was queued with its release in order ("Play
   * release"): "Normalize loudness" then uses it instead of the track's own gain.
   */
  albumGain?: { gainDb: number; peak: number | null } | null;
}

/** Where a track was played from: the list it belongs to and its place in it (the queue). */
export interface QueueContext {
  tracks: readonly PlayerTrack[];
  index: number;
}
