import { displayName } from '../../data/profiles/profile-shape.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import type { PlayerTrack } from '../../state/player/player-track.ts';

/** What the player needs of a track (shared by the card, the track page and the profile). */
export function toPlayerTrack(track: Track): PlayerTrack {
  return {
    id: track.id,
    title: track.title,
    filePath: track.file_path,
    author: displayName(track.profiles),
    duration: track.duration,
    codec: track.codec,
    coverPath: track.cover_path ?? null,
  };
}
