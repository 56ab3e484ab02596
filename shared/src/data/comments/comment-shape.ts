import type { TrackAuthor } from '../tracks/track-shape.ts';

export interface TrackComment {
  id: number;
  user_id: string;
  content: string;
  created_at: string;
  profiles: TrackAuthor | null;
}

export const COMMENT_SELECT = 'id, user_id, content, created_at, profiles(email, username)';

export const commentKeys = {
  all: ['comments'] as const,
  byTrack: (trackId: string) => ['comments', trackId] as const,
};
