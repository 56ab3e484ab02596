/** The second-factor prompt at sign-in: a TOTP code for the user's verified factor raises the session to aal2. */
import { Button, getSupabase, Input, Label } from '@hifi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Outcome } from './outcome.tsx';

export function MfaChallenge({ onCancel }: { onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const mfa = getSupabase().auth.mfa;
      const { data: factors, error: listError } = await mfa.listFactors();
      if (listError) throw listError;
      const factor = factors.totp.find((candidate) => candidate.status === 'verified');
      if (!factor) throw new Error('No verified authenticator app is set up for this account');
      // The page navigates on MFA_CHALLENGE_VERIFIED; here only errors matter.
      const { error: verifyError } = await mfa.challengeAndVerify({ factorId: factor.id, code: code.trim() });
      if (verifyError) throw verifyError;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="mb-4 text-sm text-slate-300">
        Enter the six-digit code from your authenticator app to finish signing in.
      </p>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={id}>Authentication code</Label>
          <Input
            id={id}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
          {busy ? 'Verifying ...' : 'Verify'}
        </Button>
      </form>
      <Outcome outcome={error ? { kind: 'error', text: error } : null} />
      <div className="mt-6 text-center">
        <Button
          variant="ghost"
          size="sm"
          onClick={async () => {
            await getSupabase().auth.signOut({ scope: 'local' });
            onCancel();
          }}
        >
          Cancel and sign out
        </Button>
      </div>
    </>
  );
}
