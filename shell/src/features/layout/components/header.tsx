import { Button, PRODUCT_NAME, useSession } from '@hifi/shared';
import { Link } from 'react-router-dom';
import { SidebarTrigger } from './sidebar-trigger.tsx';
import { UploadIndicator } from './upload-indicator.tsx';

export function Header() {
  const session = useSession();
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
      {session.status === 'signed-out' && (
        <Button asChild size="sm" className="ml-auto">
          <Link to="/login">Sign In</Link>
        </Button>
      )}
    </header>
  );
}
