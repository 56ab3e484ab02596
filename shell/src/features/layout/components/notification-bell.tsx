import { hifiQueryClient, unreadCountOptions } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface NotificationBellProps {
  userId: string;
  className?: string;
}

/**
 * The header's bell: the member's unread notifications, asked for every 15 s while the tab is
 * visible (unreadCountOptions), so a new one shows within 30 s without a reload. Leads to
 * /notifications, which marks them read.
 */
export function NotificationBell({ userId, className = '' }: NotificationBellProps) {
  const unread = useQuery(unreadCountOptions(userId), hifiQueryClient).data ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to="/notifications"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      data-testid="notification-bell"
      className={`relative flex size-9 items-center justify-center rounded-md text-slate-300 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 ${className}`}
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 && (
        <span
          data-testid="unread-count"
          aria-hidden
          className="absolute -right-0.5 -top-0.5 min-w-[1.125rem] rounded-full bg-sky-500 px-1 text-center text-[0.6875rem] font-semibold leading-[1.125rem] text-slate-950"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
