/**
 * A member whose account has a verified authenticator app but whose session is still aal1 (signed
 * in with the password only) is asked for the code on whatever page they open, before that page
 * shows; the auth screens themselves ask in their own flow.
 */
import { Loading, releaseFirstView, useSession } from '@hifi/shared';
import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { needsSecondFactor } from '../../session/assurance.ts';

// Few visits need the form, so it is not part of every page's first load
// (docs/architecture.md#what-a-phone-downloads).
const AuthForm = lazy(() => import('./auth-form.tsx').then((module) => ({ default: module.AuthForm })));

const authScreens = new Set(['/login', '/signup']);

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const challenged =
    session.status === 'signed-in' && needsSecondFactor(session.session) && !authScreens.has(pathname);
  // the page's first view (supabase/functions/first-view) must not hide the challenge
  useLayoutEffect(() => {
    if (challenged) releaseFirstView();
  }, [challenged]);
  if (!challenged) return children;
  // After the code the session becomes aal2 and the page shows; after "Cancel and sign out" it is a visitor's.
  return (
    <div className="flex justify-center py-6">
      <Suspense fallback={<Loading />}>
        <AuthForm view="mfa_challenge" onViewChange={() => undefined} />
      </Suspense>
    </div>
  );
}
