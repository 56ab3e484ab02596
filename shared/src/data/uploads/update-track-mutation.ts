import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

export interface TrackEdit {
  title: string;
  description: string | null;
  genres: string[];
  /** "Allow downloads": listeners may download the original file */
  download_allowed: boolean;
  /** a new cover's folder (stored first by uploadCoverMutation), null to remove it; absent keeps it */
  cover_path?: string | null;
  /** who may listen; absent keeps it (a track of a release follows the release's) */
  visibility?: 'public' | 'unlisted' | 'private';
  licence?: string;
  /** hidden from everyone but the owner until then (ISO time); null publishes now; absent keeps it */
  publish_at?: string | null;
}

/**
 * Saves the editable fields of a track. RLS lets only the owner update; a refused update
 * matches no row, which is reported as an error rather than a silent no-op.
 */
export async function updateTrackMutation(
  id: string,
  edit: TrackEdit,
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { data, error } = await client
    .from('audio_files')
    .update({
      title: edit.title,
      description: edit.description,
      genres: edit.genres,
      download_allowed: edit.download_allowed,
      ...(edit.cover_path !== undefined && { cover_path: edit.cover_path }),
      ...(edit.visibility !== undefined && { visibility: edit.visibility }),
      ...(edit.licence !== undefined && { licence: edit.licence }),
      ...(edit.publish_at !== undefined && { publish_at: edit.publish_at }),
    })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data?.length !== 1) throw new Error('Failed to update audio file');
}
