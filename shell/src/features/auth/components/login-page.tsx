/**
 * /login and /signup: the auth form, plus the auth events docs/product.md#2-screens-and-routes/§4 attach to these screens.
 * A sign-in (or a verified second factor) navigates to the page the user was sent away from,
 * else to /; password recovery moves the form to update_password, user updated back to sign_in.
 */
import { getSupabase, type Session, useSession } from '@hifi/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { needsSecondFactor } from '../../session/assurance.ts';
import type { LoginRedirectState } from '../../session/components/protected-route.tsx';
import { forgetRecoveryLink, openedFromRecoveryLink } from '../../session/recovery-link.ts';
import { type AuthView, authTexts } from '../auth-views.ts';
import { forgetRefusedLink, openedFromRefusedLink } from '../mail-link-error.ts';
import { AuthForm } from './auth-form.tsx';

export function AuthScreen({ initialView }: { initialView: AuthView }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  const session = useSession();
  const [problem] = useState(() => (openedFromRefusedLink() ? authTexts.linkExpired : null));
  const [view, setView] = useState<AuthView>(() => {
    if (initialView === 'sign_in' && openedFromRecoveryLink()) return 'update_password';
    // A refused link: the view that sends a new one, with the reason above it.
    if (problem) return 'magic_link';
    return initialView;
  });
  const [notice, setNotice] = useState<string | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    if (!problem) return;
    forgetRefusedLink();
    // The error supabase-js left in the address bar is said on the page now.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [problem]);

  // Opened (or reloaded) while signed in with the password only and a verified factor: ask for the code.
  const pendingSecondFactor = session.status === 'signed-in' && needsSecondFactor(session.session);
  useEffect(() => {
    if (pendingSecondFactor && viewRef.current !== 'update_password') setView('mfa_challenge');
  }, [pendingSecondFactor]);

  useEffect(() => {
    const onSession = (session: Session) => {
      if (needsSecondFactor(session)) setView('mfa_challenge');
      else navigate(from && from !== '/login' ? from : '/', { replace: true });
    };
    const { data } = getSupabase().auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY') {
        setNotice(null);
        setView('update_password');
      } else if (event === 'USER_UPDATED') {
        if (viewRef.current === 'update_password') {
          forgetRecoveryLink();
          setNotice(authTexts.passwordUpdated);
          setView('sign_in');
        }
      } else if ((event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED') && session) {
        // The recovery session must stay on update_password until the new password is set.
        if (viewRef.current === 'update_password') return;
        onSession(session);
      }
    });
    return () => data.subscription.unsubscribe();
  }, [navigate, from]);

  return (
    <div className="flex justify-center py-6">
      <AuthForm
        key={`${view}:${notice ?? ''}`}
        view={view}
        onViewChange={setView}
        notice={notice}
        problem={view === 'magic_link' ? problem : null}
      />
    </div>
  );
}

export function LoginPage() {
  return <AuthScreen initialView="sign_in" />;
}
