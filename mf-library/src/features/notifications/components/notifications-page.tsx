import { Button, PageHeader } from '@hifi/shared';
import { useNotifications } from '../hooks/use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';

/** /notifications: newest first, a page at a time; opening it marks them read. */
export function NotificationsPage() {
  const state = useNotifications();
  return (
    <div>
      <PageHeader title="Notifications" />
      {state.status === 'loading' && <p className="text-slate-400">Loading...</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-red-400">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.notifications.length === 0 && (
        <p className="text-slate-400">No notifications yet</p>
      )}
      {state.status === 'ready' && state.notifications.length > 0 && (
        <div className="space-y-4">
          <ol aria-label="Notifications" className="space-y-2">
            {state.notifications.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} />
              </li>
            ))}
          </ol>
          {state.more && (
            <Button variant="outline" onClick={state.loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
