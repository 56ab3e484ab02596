import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

export class UsernameError extends Error {
  override name = 'UsernameError';
  constructor(
    readonly reason: 'empty' | 'taken' | 'refused' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const CHECK_VIOLATION = '23514';

/**
 * Renames the signed-in user's profile and mirrors it into the auth user's display_name. The
 * database stores it NFKC-normalised and trimmed, refuses invisible, control and text-direction
 * characters with its own text, and names that look like another (docs/product.md#5-validation-rules).
 * Errors carry the texts the profile page shows; resolves to the name as stored.
 */
export async function updateUsernameMutation(
  { userId, username }: { userId: string; username: string },
  client: HifiClient = getSupabase(),
): Promise<string> {
  const name = username.trim();
  if (!name) throw new UsernameError('empty', 'Username cannot be empty');
  const { data, error } = await client
    .from('profiles')
    .update({ username: name })
    .eq('id', userId)
    .select('username');
  if (error?.code === CHECK_VIOLATION) throw new UsernameError('refused', error.message);
  if (error) {
    const unique = /unique/i.test(`${error.message} ${error.details ?? ''}`) || error.code === '23505';
    throw unique
      ? new UsernameError('taken', 'This username is already taken')
      : new UsernameError('failed', 'Failed to update username');
  }
  // RLS hides other users' rows: an update that matched nothing did not happen.
  if (!data || data.length === 0) throw new UsernameError('failed', 'Failed to update username');
  const stored = data[0]?.username ?? name;
  // The profile is the source of truth; the auth metadata copy is best effort.
  await client.auth.updateUser({ data: { display_name: stored } }).catch(() => undefined);
  return stored;
}
