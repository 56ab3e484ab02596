import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from '../storage/audio-bucket.ts';

/** A refusal with the docs/product.md#8-error-messages text the library shows as is. */
export class DeleteTrackError extends Error {}

// What a restore writes back: the columns a user may insert (created_at is the server's).
const ROW_COLUMNS = 'id, user_id, title, description, file_path, genres, duration';

/**
 * Deletes a track: its audio_files row and its stored object, or neither.
 *
 * The row goes first (matched by id and user), then the object. When removing the object fails,
 * the row is put back as it was, so a failure half-way leaves neither an orphan object nor a row
 * pointing at a missing file. (Rows that cascade from the track — likes, plays, comments — are
 * not restored in that rare case, and created_at is the restore's; the track itself is.)
 */
export async function deleteTrackMutation(
  id: string,
  userId: string,
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { data: found, error: readError } = await client
    .from('audio_files')
    .select(ROW_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (readError || !found) throw new DeleteTrackError('Could not find file to delete');
  const row = found;
  if (row.user_id !== userId) throw new DeleteTrackError('You can only delete your own files');
  if (!row.file_path) throw new DeleteTrackError('File path not found');

  const { data: deleted, error: deleteError } = await client
    .from('audio_files')
    .delete()
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (deleteError || deleted?.length !== 1) throw new DeleteTrackError('Failed to delete audio file record');

  const { data: removed, error: removeError } = await client.storage
    .from(AUDIO_BUCKET)
    .remove([row.file_path]);
  if (removeError || removed?.length !== 1) {
    const message = removeError?.message ?? 'the object was not removed';
    const { error: restoreError } = await client.from('audio_files').insert(found);
    if (restoreError) console.error('restoring the track row after a failed object removal', restoreError);
    throw new DeleteTrackError(`Failed to delete audio file from storage: ${message}`);
  }
}
