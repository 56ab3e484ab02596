/**
 * Account settings: two-factor authentication with an authenticator app (TOTP). Enrolling shows
 * the QR code and the secret; the first code verifies the factor (and raises the session to
 * aal2); a verified factor can be removed again.
 */
import { Button, Card, getSupabase, Input, Label, PageHeader, PRODUCT_NAME, toast } from '@hifi/shared';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';

interface Factor {
  id: string;
  friendly_name?: string;
  status: string;
}

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg …>` with the SVG unescaped;
 * a `#` in it (colours) ends the URL early and the image breaks, so re-encode the SVG.
 */
export function qrCodeSource(qrCode: string): string {
  const svg = /^data:image\/svg\+xml;utf-8,(.*)$/s.exec(qrCode)?.[1];
  return svg === undefined ? qrCode : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

export function SettingsPage() {
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  const load = useCallback(async () => {
    const { data, error } = await getSupabase().auth.mfa.listFactors();
    if (error) setError(error.message);
    else setFactors(data.totp);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const enroll = () =>
    attempt(async () => {
      const mfa = getSupabase().auth.mfa;
      // An abandoned enrollment leaves an unverified factor behind; clear it so names do not clash.
      for (const factor of factors ?? []) {
        if (factor.status !== 'verified') await mfa.unenroll({ factorId: factor.id });
      }
      const { data, error } = await mfa.enroll({
        factorType: 'totp',
        friendlyName: `Authenticator ${new Date().toISOString().slice(0, 16)}`,
        issuer: PRODUCT_NAME,
      });
      if (error) throw error;
      setEnrollment({ factorId: data.id, qrCode: qrCodeSource(data.totp.qr_code), secret: data.totp.secret });
      setCode('');
    });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment) return;
    return attempt(async () => {
      const { error } = await getSupabase().auth.mfa.challengeAndVerify({
        factorId: enrollment.factorId,
        code: code.trim(),
      });
      if (error) throw error;
      setEnrollment(null);
      toast.success('Two-factor authentication is on');
      await load();
    });
  };

  const remove = (factorId: string) =>
    attempt(async () => {
      const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
      if (error) throw error;
      toast.success('Authenticator app removed');
      await load();
    });

  const verified = (factors ?? []).filter((factor) => factor.status === 'verified');

  return (
    <div className="max-w-2xl">
      <PageHeader title="Settings" subtitle="Manage how you sign in." />
      <Card aria-labelledby="mfa-heading" className="space-y-4">
        <h2 id="mfa-heading" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
        {factors === null && !error && <p className="text-sm text-slate-400">Loading...</p>}
        {factors !== null && verified.length === 0 && !enrollment && (
          <>
            <p className="text-sm text-slate-300">
              Add an authenticator app: after your password, sign-in will ask for a six-digit code.
            </p>
            <Button onClick={enroll} disabled={busy}>
              Set up authenticator app
            </Button>
          </>
        )}
        {verified.length > 0 && (
          <ul className="space-y-2">
            {verified.map((factor) => (
              <li key={factor.id} className="flex items-center justify-between gap-4 text-sm">
                <span>
                  {factor.friendly_name ?? 'Authenticator app'}{' '}
                  <span className="text-emerald-300">(verified)</span>
                </span>
                <Button variant="destructive" size="sm" onClick={() => remove(factor.id)} disabled={busy}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {enrollment && (
          <div className="space-y-4">
            <p className="text-sm text-slate-300">
              Scan this QR code with your authenticator app, then enter the code it shows.
            </p>
            <img
              src={enrollment.qrCode}
              alt="QR code for your authenticator app"
              className="size-48 rounded bg-white p-2"
            />
            <p className="text-sm text-slate-300">
              Or enter this secret by hand: <code data-testid="totp-secret">{enrollment.secret}</code>
            </p>
            <form onSubmit={verify} className="flex items-end gap-2" noValidate>
              <div className="flex-1 space-y-1.5">
                <Label htmlFor={codeId}>Authentication code</Label>
                <Input
                  id={codeId}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </div>
              <Button type="submit" disabled={busy || code.trim() === ''}>
                Verify and turn on
              </Button>
            </form>
          </div>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-md border border-red-700 bg-red-950 px-3 py-2 text-sm text-red-200"
          >
            {error}
          </p>
        )}
      </Card>
    </div>
  );
}
