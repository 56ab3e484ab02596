import { formatDate, formatTime, type HifiNotification, notificationLink } from '@hifi/shared';
import { Bell, Heart, ListMusic, MessageSquare, Music, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';

const ICONS = {
  follow: UserPlus,
  like: Heart,
  comment: MessageSquare,
  track: Music,
  release: Music,
  playlist_invite: ListMusic,
} as const;

/** What happened, in words: "ada commented at 1:05 on Harbour Bells". */
export function notificationText(n: HifiNotification): string {
  const who = n.actor?.username ?? 'Someone';
  const title = n.audio_files?.title ?? 'a track';
  switch (n.kind) {
    case 'follow':
      return `${who} followed you`;
    case 'like':
      return `${who} liked ${title}`;
    case 'comment': {
      const at = n.comments?.at_seconds;
      return at === null || at === undefined
        ? `${who} commented on ${title}`
        : `${who} commented at ${formatTime(at)} on ${title}`;
    }
    case 'track':
      return `${who} published ${title}`;
    case 'release':
      return `${who} published a release`;
    case 'playlist_invite':
      return `${who} invited you to edit ${n.playlists?.title ?? 'a playlist'}`;
  }
}

/** One notification: a link to its place (a comment's track at its moment), new ones marked. */
export function NotificationItem({ notification }: { notification: HifiNotification }) {
  const Icon = ICONS[notification.kind] ?? Bell;
  const to = notificationLink(notification);
  const unread = notification.read_at === null;
  const body = (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className={`block break-words ${unread ? 'font-semibold text-slate-50' : 'text-slate-200'}`}>
          {notificationText(notification)}
        </span>
        {notification.kind === 'comment' && notification.comments?.content && (
          <span className="block truncate text-sm text-slate-400">“{notification.comments.content}”</span>
        )}
        <time dateTime={notification.created_at} className="block text-xs text-slate-400">
          {formatDate(notification.created_at)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-sky-500" role="img" aria-label="New" />
      )}
    </>
  );
  const className = 'flex items-start gap-3 rounded-md border border-slate-800 px-3 py-3';
  return to ? (
    <Link
      to={to}
      data-testid="notification"
      className={`${className} hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500`}
    >
      {body}
    </Link>
  ) : (
    <div data-testid="notification" className={className}>
      {body}
    </div>
  );
}
