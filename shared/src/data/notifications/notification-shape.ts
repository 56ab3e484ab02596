/** What the site reads of a notification (made by the database's triggers, never by a client). */
export type NotificationKind = 'follow' | 'like' | 'comment' | 'release' | 'track' | 'playlist_invite';

export interface HifiNotification {
  id: string;
  kind: NotificationKind;
  created_at: string;
  read_at: string | null;
  actor: { id: string; username: string | null } | null;
  audio_files: { id: string; title: string } | null;
  comments: { content: string; at_seconds: number | null } | null;
  /** the playlist an invitation is to (null when the recipient can no longer read it) */
  playlists: { id: string; title: string } | null;
}

export const NOTIFICATION_SELECT =
  'id, kind, created_at, read_at, actor:profiles!actor_id(id, username), audio_files(id, title), comments(content, at_seconds), playlists(id, title)' as const;

/**
 * Where a notification leads: a follower's profile, the playlist one is invited to edit, the
 * track, and a comment's track at the moment the comment is pinned to (the track page's ?t=).
 */
export function notificationLink(n: HifiNotification): string | null {
  if (n.kind === 'follow') return n.actor ? `/profile/${n.actor.id}` : null;
  if (n.kind === 'playlist_invite') return n.playlists ? `/playlist/${n.playlists.id}` : null;
  if (!n.audio_files) return null;
  const at = n.kind === 'comment' ? n.comments?.at_seconds : null;
  return at === null || at === undefined
    ? `/audio/${n.audio_files.id}`
    : `/audio/${n.audio_files.id}?t=${Math.floor(at)}`;
}
