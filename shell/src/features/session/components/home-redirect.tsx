import { Loading, useSession } from '@hifi/shared';
import { Navigate } from 'react-router-dom';

/** '/': signed-in users to /dashboard, everyone else to /discover. */
export function HomeRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/discover'} replace />;
}
