import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { invalidatePlaylists } from './invalidate-playlists.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Invites the member called `username` to edit a playlist (only its owner may; the database
 * notifies them). Inviting someone already invited is no error.
 */
export async function inviteEditorMutation(
  { playlistId, username }: { playlistId: string; username: string },
  client: HifiClient = getSupabase(),
): Promise<void> {
  const name = username.trim();
  if (!name) throw new Error('Enter a username');
  const { data: member, error: lookup } = await client
    .from('profiles')
    .select('id')
    .eq('username', name)
    .maybeSingle();
  if (lookup) throw lookup;
  if (!member) throw new Error(`No member is called “${name}”`);
  const { error } = await client
    .from('playlist_members')
    .insert({ playlist_id: playlistId, user_id: member.id, role: 'editor' });
  if (error && error.code !== UNIQUE_VIOLATION) throw error;
}

/** Stops `userId` editing a playlist (the owner removes an editor, or an editor leaves). */
export async function removeEditorMutation(
  { playlistId, userId }: { playlistId: string; userId: string },
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { error } = await client
    .from('playlist_members')
    .delete()
    .eq('playlist_id', playlistId)
    .eq('user_id', userId);
  if (error) throw error;
}

export function useInviteEditor() {
  return useMutation(
    {
      mutationFn: (input: { playlistId: string; username: string }) => inviteEditorMutation(input),
      onSuccess: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}

export function useRemoveEditor() {
  return useMutation(
    {
      mutationFn: (input: { playlistId: string; userId: string }) => removeEditorMutation(input),
      onSettled: invalidatePlaylists,
    },
    hifiQueryClient,
  );
}
