import type { TrackAuthor } from '../tracks/track-shape.ts';

export interface TrackComment {
  id: number;
  user_id: string;
  content: string;
  created_at: string;
  /** the moment of the track the comment is pinned to (seconds), or null */
  at_seconds: number | null;
  profiles: TrackAuthor | null;
}

export const COMMENT_SELECT = 'id, user_id, content, created_at, at_seconds, profiles(email, username)';

export const commentKeys = {
  all: ['comments'] as const,
  byTrack: (trackId: string) => ['comments', trackId] as const,
};
