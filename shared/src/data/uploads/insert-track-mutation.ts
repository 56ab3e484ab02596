import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import type { TrackTags } from '../tracks/track-tags.ts';
import { originalFilename } from './original-filename.ts';

export interface NewTrack {
  title: string;
  description: string | null;
  /** the stored object's name in the audio bucket ({uuid}.{ext}) */
  filePath: string;
  userId: string;
  genres: string[];
  /** the cover's folder, stored first by uploadCoverMutation */
  coverPath?: string | null;
  /** seconds as the browser measured them; the server's reading of the stored file wins */
  duration?: number | null;
  /** the file's name on the member's computer: "Download original" saves it under that name */
  originalFilename?: string | null;
  /** the file's ARTIST, ALBUM, TRACKNUMBER and DATE (trackTags makes them from an upload's tags) */
  tags?: TrackTags | null;
  /** who may listen (public when left out): a release's tracks are made with the release's */
  visibility?: 'public' | 'unlisted' | 'private';
  licence?: string;
}

/** Inserts the audio_files row for an uploaded object and returns its id. */
export async function insertTrackMutation(
  track: NewTrack,
  client: HifiClient = getSupabase(),
): Promise<string> {
  const { data, error } = await client
    .from('audio_files')
    .insert({
      title: track.title,
      description: track.description,
      file_path: track.filePath,
      user_id: track.userId,
      genres: track.genres,
      duration: track.duration ?? null,
      cover_path: track.coverPath ?? null,
      original_filename: originalFilename(track.originalFilename),
      tags: track.tags ?? null,
      ...(track.visibility ? { visibility: track.visibility } : {}),
      ...(track.licence ? { licence: track.licence } : {}),
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}
