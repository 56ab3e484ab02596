/**
 * The authentication form in every view of docs/product.md#2-screens-and-routes: each submit is one supabase-js auth call;
 * server errors land in the red box, success texts in the green one. Navigation after a session
 * appears is the page's business (it listens to auth events), not the form's.
 */
import { Button, getSupabase, Input, Label } from '@hifi/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type AuthView, authTexts, postLoginUrl, viewTitles } from '../auth-views.ts';
import { MfaChallenge } from './mfa-challenge.tsx';
import { Outcome, type OutcomeMessage } from './outcome.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export interface AuthFormProps {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** A message carried over from an event (e.g. the password was updated). */
  notice?: string | null;
  /** A problem carried over from where the user came from (e.g. an expired e-mail link). */
  problem?: string | null;
}

export function AuthForm({ view, onViewChange, notice, problem }: AuthFormProps) {
  const [outcome, setOutcome] = useState<OutcomeMessage>(
    problem ? { kind: 'error', text: problem } : notice ? { kind: 'success', text: notice } : null,
  );
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const ids = { email: useId(), password: useId(), token: useId(), outcome: useId() };

  const switchTo = (next: AuthView) => {
    setOutcome(null);
    onViewChange(next);
  };

  async function run(action: () => Promise<{ error: { message: string } | null }>, success?: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const { error } = await action();
      if (error) setOutcome({ kind: 'error', text: error.message });
      else if (success) setOutcome({ kind: 'success', text: success });
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const auth = getSupabase().auth;
    switch (view) {
      case 'sign_in':
        return run(() => auth.signInWithPassword({ email, password }));
      case 'sign_up':
        return run(async () => {
          const { data, error } = await auth.signUp({
            email,
            password,
            options: { emailRedirectTo: postLoginUrl(), data: {} },
          });
          // docs/product.md#5-validation-rules: a user but no session means the address must be confirmed first.
          if (!error && data.user && !data.session)
            setOutcome({ kind: 'success', text: authTexts.signUpConfirmation });
          return { error };
        });
      case 'magic_link':
        // docs/product.md#5-validation-rules: an empty address is refused here, without a request.
        if (email.trim() === '') {
          setOutcome({ kind: 'error', text: authTexts.emptyEmail });
          return;
        }
        return run(
          () => auth.signInWithOtp({ email, options: { emailRedirectTo: postLoginUrl() } }),
          authTexts.magicLinkSent,
        );
      case 'forgotten_password':
        return run(
          () => auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/login` }),
          authTexts.resetSent,
        );
      case 'update_password':
        return run(() => auth.updateUser({ password }), authTexts.passwordUpdated);
      case 'verify_otp':
        return run(() => auth.verifyOtp({ email, token, type: 'email' }));
      case 'mfa_challenge':
        return;
    }
  };

  const title = viewTitles[view];
  const showEmail = view !== 'update_password' && view !== 'mfa_challenge';
  const showPassword = view === 'sign_in' || view === 'sign_up' || view === 'update_password';
  const buttonLabel: Record<AuthView, [string, string]> = {
    sign_in: ['Sign in', 'Signing in ...'],
    sign_up: ['Sign up', 'Signing up ...'],
    magic_link: ['Send Magic Link', 'Sending Magic Link ...'],
    forgotten_password: ['Send reset password instructions', 'Sending reset instructions ...'],
    update_password: ['Update password', 'Updating password ...'],
    verify_otp: ['Verify token', 'Signing in ...'],
    mfa_challenge: ['Verify', 'Verifying ...'],
  };
  const [idleLabel, busyLabel] = buttonLabel[view];

  return (
    <div className="w-full max-w-md">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-50">{title}</h1>
      {view === 'mfa_challenge' ? (
        <MfaChallenge onCancel={() => switchTo('sign_in')} />
      ) : (
        <>
          {(view === 'sign_in' || view === 'sign_up') && <SocialSignIn />}
          <form
            className="space-y-4"
            onSubmit={submit}
            noValidate
            aria-describedby={outcome ? ids.outcome : undefined}
          >
            {showEmail && (
              <Field label="Email address" id={ids.email}>
                <Input
                  id={ids.email}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="Your email address"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field>
            )}
            {showPassword && (
              <Field
                label={
                  view === 'sign_up'
                    ? 'Create password'
                    : view === 'update_password'
                      ? 'New password'
                      : 'Your password'
                }
                id={ids.password}
              >
                <Input
                  id={ids.password}
                  type="password"
                  name="password"
                  autoComplete={view === 'sign_in' ? 'current-password' : 'new-password'}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field>
            )}
            {view === 'verify_otp' && (
              <Field label="Token" id={ids.token}>
                <Input
                  id={ids.token}
                  name="token"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={token}
                  onChange={(event) => setToken(event.target.value)}
                />
              </Field>
            )}
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? busyLabel : idleLabel}
            </Button>
          </form>
          <Outcome outcome={outcome} id={ids.outcome} />
          <ViewLinks view={view} onSwitch={switchTo} />
        </>
      )}
    </div>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const linkClass =
  'text-sm text-sky-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500';

function ViewLinks({ view, onSwitch }: { view: AuthView; onSwitch: (view: AuthView) => void }) {
  const to = (next: AuthView, text: string) => (
    <button type="button" className={linkClass} onClick={() => onSwitch(next)}>
      {text}
    </button>
  );
  const signUp = (
    <Link to="/signup" className={linkClass}>
      Don't have an account? Sign up
    </Link>
  );
  const signIn =
    view === 'sign_up' ? (
      <Link to="/login" className={linkClass}>
        Already have an account? Sign in
      </Link>
    ) : (
      to('sign_in', 'Already have an account? Sign in')
    );
  const links: Record<AuthView, ReactNode[]> = {
    sign_in: [
      to('magic_link', 'Send a magic link email'),
      to('forgotten_password', 'Forgot your password?'),
      to('verify_otp', 'Have a code from an email? Enter it'),
      signUp,
    ],
    sign_up: [to('verify_otp', 'Have a code from an email? Enter it'), signIn],
    magic_link: [
      to('verify_otp', 'Have a code from an email? Enter it'),
      to('forgotten_password', 'Forgot your password?'),
      signIn,
    ],
    forgotten_password: [signIn],
    update_password: [signIn],
    verify_otp: [signIn],
    mfa_challenge: [],
  };
  return (
    <nav aria-label="Other ways to sign in" className="mt-6 flex flex-col items-center gap-2">
      {links[view].map((link, index) => (
        <span key={index}>{link}</span>
      ))}
    </nav>
  );
}
