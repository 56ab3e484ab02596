import { Loading, useSession } from '@hifi/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** SPEC §2: 'Loading...' while the session resolves; signed-out users go to /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out')
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
