import { VERDICT_SELECT, type VerdictFacts } from '../analysis/analysis-shape.ts';
import type { Json } from '../database.types.ts';

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
  /** the cover's folder ({user_id}/covers/{uuid}); null or absent without one */
  cover_path?: string | null;
  genres: string[];
  /** seconds; null until known */
  duration: number | null;
  /** technical facts the server read from the stored file (null when it has not) */
  codec: string | null;
  sample_rate: number | null;
  bit_depth: number | null;
  channels: number | null;
  /** what the analysis heard (the declared values until it is done; docs/analysis.md) */
  effective_bit_depth: number | null;
  effective_sample_rate: number | null;
  lossy_suspected: boolean;
  /** the owner lets listeners download the original file */
  download_allowed: boolean;
  /** the file's name when it was uploaded (Download original saves it so); null before it was kept */
  original_filename?: string | null;
  /**
   * ARTIST, ALBUM, TRACKNUMBER and DATE as the file's tags gave them at upload (TrackTags; read
   * with shownTrackTags); null without
   */
  tags?: Json | null;
  /** the licence id (docs/product.md#releases-visibility-and-licences); absent: all rights reserved */
  licence?: string;
  /** 'public' | 'unlisted' | 'private' (absent: public); only the owner reads other than public */
  visibility?: string;
  /** hidden from everyone but its owner until then; null: published */
  publish_at?: string | null;
  /** the analysis facts a verdict mark shows; null before the row exists */
  track_analyses: VerdictFacts | null;
  plays_count: number;
  likes_count: number;
  comments_count: number;
  created_at: string;
  profiles: TrackAuthor | null;
}

/** A track's own columns and its uploader, as every list reads them (TRACK_SELECT adds the verdict). */
export const TRACK_COLUMNS =
  'id, user_id, title, description, file_path, cover_path, genres, duration, codec, sample_rate, bit_depth, channels, effective_bit_depth, effective_sample_rate, lossy_suspected, download_allowed, original_filename, tags, licence, visibility, publish_at, plays_count, likes_count, comments_count, created_at, profiles(email, username)' as const;

export const TRACK_SELECT = `${TRACK_COLUMNS}, track_analyses(${VERDICT_SELECT})` as const;

/** PostgreSQL answers an id that is not a uuid with 22P02; for a page that is simply "not found". */
export const INVALID_TEXT_REPRESENTATION = '22P02';

/** Key factory: one place that names each cached read, so invalidation matches what was read. */
export const trackKeys = {
  all: ['tracks'] as const,
  /** one Discover view (discovery-request.ts's DiscoveryView) */
  discovery: <View extends object>(view: View) => ['tracks', 'discovery', view] as const,
  detail: (id: string) => ['tracks', 'detail', id] as const,
  byUser: (userId: string) => ['tracks', 'user', userId] as const,
  genres: () => ['tracks', 'genres'] as const,
  featured: (username: string) => ['tracks', 'featured', username] as const,
};
