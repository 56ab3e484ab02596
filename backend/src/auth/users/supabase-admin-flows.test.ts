/**
 * The auth calls a Supabase project answers that the app's own flows do not use, through
 * supabase-js against the real stack: admin listing and e-mail change, GoTrue's address check,
 * anonymous sign-in, invites, generate_link, reauthentication, the JWKS and OTP without sign-up.
 */
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, openLink, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
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

const PASSWORD = 'correct horse';

describe.each(serviceDatabases)('Supabase auth flows through supabase-js (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail, { anonymousSignIns: true });
  });
  afterAll(async () => {
    await stack?.close();
  });
  const admin = () => authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
  const member = async () => {
    const email = uniqueEmail('member');
    const { data } = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    const client = authClient(stack);
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, id: data.user?.id as string, client };
  };

  it('lists users with no arguments (page 1 of 50, with a total), and updateUserById changes the e-mail', async () => {
    const { id, email } = await member();
    const listed = await admin().listUsers();
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const renamed = uniqueEmail('renamed');
    const updated = await admin().updateUserById(id, { email: renamed });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(renamed);
    expect((await admin().getUserById(id)).data.user?.email).toBe(renamed);
    // Signing in now takes the new address, not the old one.
    const client = authClient(stack);
    expect((await client.auth.signInWithPassword({ email: renamed, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    const { email: taken } = await member();
    const clash = await admin().updateUserById(id, { email: taken });
    expect([clash.error?.status, clash.error?.code]).toEqual([422, 'email_exists']);
  });

  it('refuses an address GoTrue refuses, such as xx:;x@x.x', async () => {
    for (const email of ['xx:;x@x.x', 'a b@x.x', 'x@-x.x']) {
      const signUp = await authClient(stack).auth.signUp({ email, password: PASSWORD });
      expect([signUp.error?.status, signUp.error?.code], email).toEqual([400, 'validation_failed']);
      const created = await admin().createUser({ email, password: PASSWORD });
      expect(created.error?.status, email).toBe(400);
    }
  });

  it('signs in anonymously: an authenticated user with the is_anonymous claim, seen by RLS as such', async () => {
    const client = authClient(stack);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.user_metadata).toMatchObject({ theme: 'dark' });
    const token = data.session?.access_token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.user?.id });
    expect((await client.auth.getUser()).data.user?.id).toBe(data.user?.id);
    const { rows } = await stack.db.query('select is_anonymous, email from auth.users where id = $1', [
      data.user?.id,
    ]);
    expect(rows[0]).toEqual({ is_anonymous: true, email: null });
  });

  it("invites by e-mail: the mail's link signs the invited user in", async () => {
    const email = uniqueEmail('invitee');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { invited_by: 'ada' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect((await mail.nth(email)).subject).toBe('You have been invited');
    // Not accepted yet: inviting again mails a new link (the first one is then void).
    expect((await admin().inviteUserByEmail(email)).error).toBeNull();
    const invited = await mail.nth(email, 2);
    const landed = await openLink(invited.link);
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('invite');
    const signedIn = await authClient(stack).auth.getUser(fragment.get('access_token') as string);
    expect(signedIn.data.user?.email).toBe(email);
    expect(signedIn.data.user?.user_metadata).toMatchObject({ invited_by: 'ada' });
    // Accepted: the address is an account now, and GoTrue refuses to invite it again.
    const refused = await admin().inviteUserByEmail(email);
    expect([refused.error?.status, refused.error?.code]).toEqual([422, 'email_exists']);
  });

  it('generates each kind of link without mailing it, and each link or code does what its kind says', async () => {
    const before = await mail.count('nobody@example.test');
    const signUpEmail = uniqueEmail('generated');
    const signup = await admin().generateLink({ type: 'signup', email: signUpEmail, password: PASSWORD });
    expect(signup.error).toBeNull();
    expect(signup.data.properties?.verification_type).toBe('signup');
    expect(signup.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(signup.data.user?.email).toBe(signUpEmail);
    expect(await mail.count(signUpEmail)).toBe(0);
    const client = authClient(stack);
    const verified = await client.auth.verifyOtp({
      token_hash: signup.data.properties?.hashed_token as string,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const inviteEmail = uniqueEmail('generated-invite');
    const invite = await admin().generateLink({ type: 'invite', email: inviteEmail });
    expect(invite.data.properties?.verification_type).toBe('invite');
    expect((await openLink(invite.data.properties?.action_link as string)).hash).toContain('access_token=');

    const { email } = await member();
    const magic = await admin().generateLink({ type: 'magiclink', email });
    const code = await authClient(stack).auth.verifyOtp({
      email,
      token: magic.data.properties?.email_otp as string,
      type: 'magiclink',
    });
    expect(code.error).toBeNull();
    const recovery = await admin().generateLink({ type: 'recovery', email });
    expect(recovery.data.properties?.verification_type).toBe('recovery');
    expect((await openLink(recovery.data.properties?.action_link as string)).hash).toContain('type=recovery');

    const newEmail = uniqueEmail('changed');
    const change = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(change.error).toBeNull();
    expect(change.data.properties?.verification_type).toBe('email_change');
    const changed = await authClient(stack).auth.verifyOtp({
      token_hash: change.data.properties?.hashed_token as string,
      type: 'email_change',
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(newEmail);

    const unknown = await admin().generateLink({ type: 'magiclink', email: uniqueEmail('unknown') });
    expect(unknown.error?.status).toBe(404);
    expect(await mail.count('nobody@example.test')).toBe(before);
  });

  it('reauthenticates: a nonce by mail, then updateUser with it; a wrong or used nonce is refused', async () => {
    const { email, client } = await member();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const { code, subject } = await mail.nth(email);
    expect(subject).toBe('Confirm reauthentication');
    const wrong = await client.auth.updateUser({
      password: 'battery staple',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([422, 'reauthentication_not_valid']);
    expect((await client.auth.updateUser({ password: 'battery staple', nonce: code })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'another staple', nonce: code });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
    expect(
      (await authClient(stack).auth.signInWithPassword({ email, password: 'battery staple' })).error,
    ).toBeNull();
  });

  it('serves an ES256 JWKS that verifies the access tokens it signs, beside the HS256 API keys', async () => {
    const { client } = await member();
    const token = (await client.auth.getSession()).data.session?.access_token as string;
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    const jwks = createRemoteJWKSet(new URL(`${stack.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks);
    expect(payload.role).toBe('authenticated');
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await res.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: header.kid });
    expect(keys[0]).not.toHaveProperty('d');
    // The stack's own APIs take the ES256 token (REST as the member), and the HS256 anon key still works.
    const rest = await fetch(`${stack.url}/rest/v1/profiles?select=id&limit=1`, {
      headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(200);
    expect(decodeProtectedHeader(stack.keys.anonKey).alg).toBe('HS256');
  });

  it("answers signInWithOtp without sign-up for an unknown address with Supabase's 422 otp_disabled", async () => {
    const stranger = uniqueEmail('stranger');
    const { error } = await authClient(stack).auth.signInWithOtp({
      email: stranger,
      options: { shouldCreateUser: false },
    });
    expect([error?.status, error?.code]).toEqual([422, 'otp_disabled']);
    expect(await mail.count(stranger)).toBe(0);
    const { email } = await member();
    expect(
      (await authClient(stack).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    expect((await mail.nth(email)).subject).toBe('Your magic link');
  });
});
