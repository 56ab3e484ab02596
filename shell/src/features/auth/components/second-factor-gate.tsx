/**
 * A member whose account has a verified authenticator app but whose session is still aal1 (signed
 * in with the password only) is asked for the code on whatever page they open, before that page
 * shows; the auth screens themselves ask in their own flow.
 */
import { useSession } from '@hifi/shared';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { needsSecondFactor } from '../../session/assurance.ts';
import { AuthForm } from './auth-form.tsx';

const authScreens = new Set(['/login', '/signup']);

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in' || !needsSecondFactor(session.session) || authScreens.has(pathname)) {
    return children;
  }
  // After the code the session becomes aal2 and the page shows; after "Cancel and sign out" it is a visitor's.
  return (
    <div className="flex justify-center py-6">
      <AuthForm view="mfa_challenge" onViewChange={() => undefined} />
    </div>
  );
}
