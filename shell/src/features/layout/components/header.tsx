import { Button, PRODUCT_NAME, useSession, useUploadProgress } from '@hifi/shared';
import { Link } from 'react-router-dom';
import { needsSecondFactor } from '../../session/assurance.ts';
import { NotificationBell } from './notification-bell.tsx';
import { SidebarTrigger } from './sidebar-trigger.tsx';
import { UploadIndicator } from './upload-indicator.tsx';

export function Header() {
  const session = useSession();
  const uploading = useUploadProgress() !== null;
  const member = session.status === 'signed-in' && !needsSecondFactor(session.session) ? session : null;
  return (
    <header className="flex h-14 items-center gap-2 border-b border-slate-800 px-4">
      <SidebarTrigger />
      <Link
        to="/"
        className="rounded text-lg font-semibold tracking-tight text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {PRODUCT_NAME}
      </Link>
      <UploadIndicator />
      {member && <NotificationBell userId={member.session.user.id} className={uploading ? '' : 'ml-auto'} />}
      {session.status === 'signed-out' && (
        <Button asChild size="sm" className="ml-auto">
          <Link to="/login">Sign In</Link>
        </Button>
      )}
    </header>
  );
}
