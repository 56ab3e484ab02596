import { VERDICT_SELECT, type VerdictFacts } from '../analysis/analysis-shape.ts';
import type { Database } from '../database.types.ts';

/** What the site reads of a track, one select for every list and page that shows track cards. */
export interface TrackAuthor {
  email: string | null;
  username: string | null;
}

type TrackRow = Database['public']['Tables']['audio_files']['Row'];

/**
 * A track as the lists and pages read it (TRACK_COLUMNS): its row's columns, as generated from
 * the schema, with its uploader and its verdict. Columns a few older reads leave out are optional.
 * Of note: the technical facts (codec, sample_rate, bit_depth, channels) are what the server read
 * from the stored file, the effective_* ones what the analysis heard (docs/analysis.md); tags
 * hold ARTIST, ALBUM, TRACKNUMBER and DATE as the file gave them (read with shownTrackTags);
 * visibility, licence and publish_at follow docs/product.md#releases-visibility-and-licences.
 */
export interface Track
  extends Pick<
      TrackRow,
      | 'id'
      | 'user_id'
      | 'title'
      | 'description'
      | 'file_path'
      | 'genres'
      | 'duration'
      | 'codec'
      | 'sample_rate'
      | 'bit_depth'
      | 'channels'
      | 'effective_bit_depth'
      | 'effective_sample_rate'
      | 'lossy_suspected'
      | 'download_allowed'
      | 'plays_count'
      | 'likes_count'
      | 'comments_count'
      | 'created_at'
    >,
    Partial<
      Pick<TrackRow, 'cover_path' | 'original_filename' | 'tags' | 'licence' | 'visibility' | 'publish_at'>
    > {
  /** the analysis facts a verdict mark shows; null before the row exists */
  track_analyses: VerdictFacts | null;
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
