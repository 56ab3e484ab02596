/** What the site reads of a track, one select for every list and page that shows track cards. */
export interface TrackAuthor {
  email: string | null;
  username: string | null;
}

export interface Track {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  file_path: string;
  genres: string[];
  /** seconds; null until known */
  duration: number | null;
  /** technical facts the server read from the stored file (null when it has not) */
  codec: string | null;
  sample_rate: number | null;
  bit_depth: number | null;
  channels: number | null;
  plays_count: number;
  likes_count: number;
  comments_count: number;
  created_at: string;
  profiles: TrackAuthor | null;
}

export const TRACK_SELECT =
  'id, user_id, title, description, file_path, genres, duration, codec, sample_rate, bit_depth, channels, plays_count, likes_count, comments_count, created_at, profiles(email, username)';

/** PostgreSQL answers an id that is not a uuid with 22P02; for a page that is simply "not found". */
export const INVALID_TEXT_REPRESENTATION = '22P02';

/** Key factory: one place that names each cached read, so invalidation matches what was read. */
export const trackKeys = {
  all: ['tracks'] as const,
  discovery: (sort: string, search: string, genre: string) =>
    ['tracks', 'discovery', sort, search, genre] as const,
  detail: (id: string) => ['tracks', 'detail', id] as const,
  byUser: (userId: string) => ['tracks', 'user', userId] as const,
  genres: () => ['tracks', 'genres'] as const,
  featured: (username: string) => ['tracks', 'featured', username] as const,
};
