import { Loading, useSession } from '@hifi/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { needsSecondFactor } from '../assurance.ts';

/** Where the login page sends the user back after sign-in. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * docs/product.md#2-screens-and-routes: 'Loading...' while the session resolves; signed-out users (and aal1 sessions of users
 * with a verified factor) go to /login, remembering the page so sign-in brings them back.
 */
/** Guards children, or, as a layout route, the nested routes. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out' || needsSecondFactor(session.session)) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}
