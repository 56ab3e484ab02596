import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { coverUrl } from '../covers/cover-url.ts';
import { type Licence, licenceOf } from '../releases/licences.ts';

/** What the embed player shows: one track with its cover, its uploader's name and like count. */
export interface EmbedTrack {
  id: string;
  title: string;
  filePath: string;
  userId: string;
  authorName: string;
  likesCount: number;
  duration: number | null;
  /** the cover's 96 px WebP; null for a track without cover art (the placeholder shows) */
  coverUrl: string | null;
  /** a Creative Commons licence is shown with a link to its deed */
  licence: Licence;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The track for /embed/audio/{id}; null when there is none (or the id cannot name one). */
export async function embedTrack(id: string, client: HifiClient = getSupabase()): Promise<EmbedTrack | null> {
  if (!uuid.test(id)) return null;
  const { data, error } = await client
    .from('audio_files')
    .select(
      'id, title, file_path, cover_path, user_id, likes_count, duration, licence, profiles(username, email)',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`Could not load the track: ${error.message}`, { cause: error });
  if (!data) return null;
  const row = data;
  return {
    id: row.id,
    title: row.title,
    filePath: row.file_path,
    userId: row.user_id,
    authorName: row.profiles?.username || row.profiles?.email?.split('@')[0] || '',
    likesCount: Number(row.likes_count),
    duration: row.duration === null ? null : Number(row.duration),
    coverUrl: row.cover_path ? coverUrl(row.cover_path, 96, client) : null,
    licence: licenceOf(row.licence),
  };
}

export const embedKeys = {
  track: (id: string) => ['embed', id] as const,
};

export const embedTrackOptions = (id: string) =>
  queryOptions({ queryKey: embedKeys.track(id), queryFn: () => embedTrack(id) });
