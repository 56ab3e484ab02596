export interface Profile {
  id: string;
  email: string | null;
  username: string | null;
  created_at: string;
  /** kept by the database as members follow and unfollow */
  followers_count?: number;
  following_count?: number;
}

export const profileKeys = {
  detail: (userId: string) => ['profiles', userId] as const,
};

/** docs/product.md#3-entities: the username, or the part of the e-mail before the @ when there is none. */
export function displayName(
  profile: { email?: string | null; username?: string | null } | null | undefined,
): string {
  const username = profile?.username?.trim();
  if (username) return username;
  const email = profile?.email ?? '';
  return email.split('@')[0] || 'Unknown';
}
