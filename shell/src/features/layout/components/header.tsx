import { Button, useSession } from '@hifi/shared';
import { Link } from 'react-router-dom';

export function Header() {
  const session = useSession();
  return (
    <header className="flex h-14 items-center justify-between border-b border-slate-800 px-4">
      <Link to="/" className="text-lg font-semibold tracking-tight text-slate-50">
        HiFi Audio
      </Link>
      {session.status === 'signed-out' && (
        <Button asChild size="sm">
          <Link to="/login">Sign In</Link>
        </Button>
      )}
    </header>
  );
}
