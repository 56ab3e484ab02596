import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, fragment, openLink, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { serviceDatabases } from '../../../test/stack-harness.ts';
import type { RunningStack } from '../../stack.ts';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail?.close();
});

describe.each(serviceDatabases)('magic link, recovery and PKCE by mail (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function confirmedUser(label: string) {
    const email = uniqueEmail(label);
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey });
    const { data } = await admin.auth.admin.createUser({
      email,
      password: 'correct horse',
      email_confirm: true,
    });
    return { email, id: data.user?.id as string };
  }

  it('signs in by magic link: the link lands on the redirect target with a session', async () => {
    const { email, id } = await confirmedUser('magic');
    const supabase = authClient(stack);
    const sent = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${stack.url}/library`, shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    const received = await mail.nth(email);
    expect(received.subject).toBe('Your magic link');
    const landing = await openLink(received.link);
    expect(landing.pathname).toBe('/library');
    const tokens = fragment(landing);
    expect(tokens.type).toBe('magiclink');
    const { data } = await supabase.auth.setSession({
      access_token: tokens.access_token as string,
      refresh_token: tokens.refresh_token as string,
    });
    expect(data.user?.id).toBe(id);
    expect(fragment(await openLink(received.link)).error_code).toBe('otp_expired');
  });

  it('signs in by the e-mailed code, and a new address becomes a user when allowed', async () => {
    const supabase = authClient(stack);
    const { email } = await confirmedUser('otp');
    await supabase.auth.signInWithOtp({ email });
    const { code } = await mail.nth(email);
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);

    const stranger = uniqueEmail('stranger');
    const refused = await supabase.auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    // Supabase's answer: 422 otp_disabled; no user is made and no mail goes out.
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    const made = await stack.db.query('select 1 from auth.users where email = $1', [stranger]);
    expect(made.rows).toEqual([]);

    const newcomer = uniqueEmail('newcomer');
    expect((await supabase.auth.signInWithOtp({ email: newcomer })).error).toBeNull();
    const first = await mail.nth(newcomer);
    expect(first.subject).toBe('Confirm your signup');
    const signedUp = await supabase.auth.verifyOtp({ email: newcomer, token: first.code, type: 'email' });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('resets a forgotten password through the recovery mail', async () => {
    const { email } = await confirmedUser('recover');
    const supabase = authClient(stack);
    const asked = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${stack.url}/reset-password`,
    });
    expect(asked.error).toBeNull();
    const received = await mail.nth(email);
    expect(received.subject).toBe('Reset your password');
    const landing = await openLink(received.link);
    expect(landing.pathname).toBe('/reset-password');
    const tokens = fragment(landing);
    expect(tokens.type).toBe('recovery');
    await supabase.auth.setSession({
      access_token: tokens.access_token as string,
      refresh_token: tokens.refresh_token as string,
    });
    expect((await supabase.auth.updateUser({ password: 'brand new horse' })).error).toBeNull();
    const signIn = await authClient(stack).auth.signInWithPassword({ email, password: 'brand new horse' });
    expect(signIn.error).toBeNull();

    // An unknown address gets the same reply and no mail, so the endpoint reveals no accounts.
    const unknown = uniqueEmail('unknown');
    expect((await supabase.auth.resetPasswordForEmail(unknown)).error).toBeNull();
    expect(await mail.count(unknown)).toBe(0);
  });

  it('recovers by code with verifyOtp type recovery', async () => {
    const { email } = await confirmedUser('recover-code');
    const supabase = authClient(stack);
    await supabase.auth.resetPasswordForEmail(email);
    const { code } = await mail.nth(email);
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('runs the PKCE flow: the link hands back a code that only the requesting client can trade', async () => {
    const supabase = authClient(stack, { flowType: 'pkce' });
    const email = uniqueEmail('pkce');
    const signUp = await supabase.auth.signUp({
      email,
      password: 'correct horse',
      options: { emailRedirectTo: `${stack.url}/auth/confirmed` },
    });
    expect(signUp.error).toBeNull();
    const landing = await openLink((await mail.nth(email)).link);
    expect(landing.pathname).toBe('/auth/confirmed');
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const otherTab = authClient(stack, { flowType: 'pkce' });
    await otherTab.auth.signInWithOtp({ email: uniqueEmail('other') }); // stores a different verifier
    const stolen = await otherTab.auth.exchangeCodeForSession(code);
    expect([stolen.error?.status, stolen.error?.code]).toEqual([403, 'bad_code_verifier']);

    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await supabase.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('resets a password with PKCE', async () => {
    const { email } = await confirmedUser('pkce-recover');
    const supabase = authClient(stack, { flowType: 'pkce' });
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${stack.url}/reset` });
    const landing = await openLink((await mail.nth(email)).link);
    const { data, error } = await supabase.auth.exchangeCodeForSession(
      landing.searchParams.get('code') as string,
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.user.email).toBe(email);
  });
});

describe('rate limits on mail-sending endpoints', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack('pglite', mail, { emailMinInterval: 60, emailsPerHour: 4 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses the same mail to the same address within the interval, then all mail past the hourly limit', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('limited');
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const again = await supabase.auth.signInWithOtp({ email });
    expect([again.error?.status, again.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/);
    await mail.nth(email);
    expect(await mail.count(email)).toBe(1);

    for (let i = 0; i < 3; i++) {
      expect((await supabase.auth.signInWithOtp({ email: uniqueEmail(`burst${i}`) })).error).toBeNull();
    }
    const over = uniqueEmail('over');
    const refused = await supabase.auth.signInWithOtp({ email: over });
    expect([refused.error?.status, refused.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    const recovery = await supabase.auth.resetPasswordForEmail(email);
    expect(recovery.error?.code).toBe('over_email_send_rate_limit');
    expect(await mail.count(over)).toBe(0);
  });
});
