import { AuthWeakPasswordError } from '@supabase/supabase-js';
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

describe.each(serviceDatabases)('sign-up and password sign-in (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs up with no session until the mailed link is opened, which lands on the site signed in', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('confirm');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'correct horse',
      options: { data: { display_name: 'Ada' }, emailRedirectTo: `${stack.url}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.display_name).toBe('Ada');

    const early = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const received = await mail.nth(email);
    expect(received.subject).toBe('Confirm your signup');
    const landing = await openLink(received.link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${stack.url}/welcome`);
    const tokens = fragment(landing);
    expect(tokens.type).toBe('signup');
    const { data: set, error: setError } = await supabase.auth.setSession({
      access_token: tokens.access_token as string,
      refresh_token: tokens.refresh_token as string,
    });
    expect(setError).toBeNull();
    expect(set.user?.email_confirmed_at).toBeTruthy();

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.id).toBe(data.user?.id);

    const again = await openLink(received.link);
    expect(fragment(again).error_code).toBe('otp_expired');
  });

  it('confirms with the six-digit code of the same mail instead of the link', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('code');
    await supabase.auth.signUp({ email, password: 'correct horse' });
    const { code } = await mail.nth(email);
    const wrong = await supabase.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('voids the mailed code after five wrong guesses', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('guess');
    await supabase.auth.signUp({ email, password: 'correct horse' });
    const { code } = await mail.nth(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await supabase.auth.verifyOtp({ email, token: wrong, type: 'signup' })).error?.code).toBe(
        'otp_expired',
      );
    }
    const right = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(right.error?.code).toBe('otp_expired');
    // A new mail brings a new code that works.
    await supabase.auth.resend({ type: 'signup', email });
    const fresh = await mail.nth(email, 2);
    expect((await supabase.auth.verifyOtp({ email, token: fresh.code, type: 'signup' })).error).toBeNull();
  });

  it('refuses an expired code', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('expired');
    await supabase.auth.signUp({ email, password: 'correct horse' });
    const { code } = await mail.nth(email);
    await stack.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    );
    const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error?.code).toBe('otp_expired');
    expect(error?.status).toBe(403);
  });

  it('answers bad input with Supabase Auth error codes and statuses', async () => {
    const supabase = authClient(stack);
    const invalid = await supabase.auth.signUp({ email: 'not-an-address', password: 'correct horse' });
    expect([invalid.error?.status, invalid.error?.code]).toEqual([400, 'validation_failed']);

    const weak = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect([weak.error?.status, weak.error?.code]).toEqual([422, 'weak_password']);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);

    const missing = await supabase.auth.signUp({ email: uniqueEmail('missing'), password: '' });
    expect(missing.error?.status).toBe(422);

    const email = uniqueEmail('known');
    await supabase.auth.signUp({ email, password: 'correct horse' });
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'wrong horse' });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      400,
      'invalid_credentials',
      'Invalid login credentials',
    ]);
    const unknown = await supabase.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const raw = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error_code: 'bad_json' });
    const grant = await fetch(`${stack.url}/auth/v1/token?grant_type=magic`, { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
  });

  it('signing up again with a confirmed address reveals nothing and starts no session', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('twice');
    await supabase.auth.signUp({ email, password: 'correct horse' });
    await supabase.auth.verifyOtp({ email, token: (await mail.nth(email)).code, type: 'signup' });
    const { data, error } = await supabase.auth.signUp({ email, password: 'other horse' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // The reply of a new sign-up, for a user that does not exist.
    expect(data.user?.identities).toHaveLength(1);
    const real = await stack.db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    expect(data.user?.id).not.toBe(real.rows[0]?.id);
    const stillOld = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(stillOld.error).toBeNull();
  });

  it('keeps a redirect on the allow-list and sends any other target to the site URL', async () => {
    const supabase = authClient(stack);
    const allowed = uniqueEmail('allowed');
    await supabase.auth.signUp({
      email: allowed,
      password: 'correct horse',
      options: { emailRedirectTo: 'http://app.example.test/after/confirm' },
    });
    const landing = await openLink((await mail.nth(allowed)).link);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://app.example.test/after/confirm');

    const evil = uniqueEmail('evil');
    await supabase.auth.signUp({
      email: evil,
      password: 'correct horse',
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const fallback = await openLink((await mail.nth(evil)).link);
    expect(fallback.origin).toBe(stack.url);
    expect(fragment(fallback).access_token).toBeTruthy();
  });

  it('makes one user of concurrent sign-ups with the same address, never a server error', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => authClient(stack).auth.signUp({ email, password: 'correct horse' })),
    );
    expect(replies.map((r) => r.error)).toEqual([null, null, null, null]);
    const { rows } = await stack.db.query('select id from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(1);

    const admin = authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
    const other = uniqueEmail('admin-race');
    const created = await Promise.all(
      Array.from({ length: 3 }, () =>
        admin.createUser({ email: other, password: 'correct horse', email_confirm: true }),
      ),
    );
    expect(created.filter((r) => r.error === null)).toHaveLength(1);
    expect(created.filter((r) => r.error).map((r) => r.error?.code)).toEqual([
      'email_exists',
      'email_exists',
    ]);
  });

  it('answers anonymous and phone sign-ups with "not enabled"', async () => {
    const anonymous = await authClient(stack).auth.signInAnonymously();
    expect([anonymous.error?.status, anonymous.error?.code]).toEqual([422, 'anonymous_provider_disabled']);
    const phone = await authClient(stack).auth.signUp({ phone: '+15555550100', password: 'correct horse' });
    expect([phone.error?.status, phone.error?.code]).toEqual([422, 'phone_provider_disabled']);
  });

  it('stores passwords as bcrypt $2a$ hashes of cost 10, as Supabase does', async () => {
    const email = uniqueEmail('hash');
    await authClient(stack).auth.signUp({ email, password: 'correct horse' });
    const { rows } = await stack.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$.{53}$/);
  });
});

describe('with e-mail confirmation switched off', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack('pglite', mail, { emailConfirm: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs up straight into a session, sends no mail, and refuses the same address twice', async () => {
    const supabase = authClient(stack);
    const email = uniqueEmail('instant');
    const { data, error } = await supabase.auth.signUp({ email, password: 'correct horse' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as {
      mailer_autoconfirm: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(true);
    const twice = await supabase.auth.signUp({ email, password: 'correct horse' });
    expect(twice.error?.code).toBe('user_already_exists');
    expect(await mail.count(email)).toBe(0);
  });
});
