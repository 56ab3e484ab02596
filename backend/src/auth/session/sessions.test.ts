import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authClient, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
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

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(serviceDatabases)('sessions and tokens (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A confirmed user made through the admin API, and a client signed in as them. */
  async function signedIn(label: string) {
    const email = uniqueEmail(label);
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey });
    const created = await admin.auth.admin.createUser({
      email,
      password: 'correct horse',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const client = authClient(stack);
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(error).toBeNull();
    return { email, client, session: data.session as NonNullable<typeof data.session> };
  }

  function asToken(token: string): SupabaseClient {
    return createClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as never },
    });
  }

  const getUserStatus = async (token: string) =>
    (
      await fetch(`${stack.url}/auth/v1/user`, {
        headers: { authorization: `Bearer ${token}`, apikey: stack.keys.anonKey },
      })
    ).status;

  it('issues HS256 access tokens with the claims Supabase Auth puts in them', async () => {
    const { session } = await signedIn('claims');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: session.user.id,
      email: session.user.email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(session.expires_in).toBe(3600);
  });

  it('rotates refresh tokens, and a reused one ends the whole session family', async () => {
    const { client, session } = await signedIn('rotate');
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const next = first.data.session as NonNullable<typeof first.data.session>;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    const reuse = await authClient(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect([reuse.error?.status, reuse.error?.code]).toEqual([400, 'refresh_token_already_used']);

    // The thief's reuse also cut off the legitimate holder of the newest token and its access token.
    const after = await authClient(stack).auth.refreshSession({ refresh_token: next.refresh_token });
    expect(after.error?.code).toBe('refresh_token_not_found');
    expect(await getUserStatus(next.access_token)).toBe(403);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await authClient(stack).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect([error?.status, error?.code]).toEqual([400, 'refresh_token_not_found']);
  });

  it('signs out this session, or every session of the user', async () => {
    const { email } = await signedIn('logout');
    const tabA = authClient(stack);
    const tabB = authClient(stack);
    const tabC = authClient(stack);
    for (const tab of [tabA, tabB, tabC]) {
      expect((await tab.auth.signInWithPassword({ email, password: 'correct horse' })).error).toBeNull();
    }
    const b = (await tabB.auth.getSession()).data.session as NonNullable<
      Awaited<ReturnType<typeof tabB.auth.getSession>>['data']['session']
    >;
    const c = (await tabC.auth.getSession()).data.session as typeof b;

    expect((await tabA.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await tabA.auth.getSession()).data.session).toBeNull();
    expect(await getUserStatus(b.access_token)).toBe(200);

    expect((await tabB.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await getUserStatus(c.access_token)).toBe(403);
    const refresh = await authClient(stack).auth.refreshSession({ refresh_token: c.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses tampered, unsigned and expired tokens on /auth/v1 and /rest/v1 alike (401)', async () => {
    const { session } = await signedIn('tamper');
    const [header, payload, signature] = session.access_token.split('.') as [string, string, string];
    const claims = decodeJwt(session.access_token);
    const otherSecret = new TextEncoder().encode('some-other-secret-that-is-at-least-32-chars');
    const forged = {
      'bad signature': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(otherSecret),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'role changed': `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`,
      'user changed': `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      expired: await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(stack.keys.jwtSecret)),
    };
    expect(await getUserStatus(session.access_token)).toBe(200);
    for (const [what, token] of Object.entries(forged)) {
      const auth = await authClient(stack).auth.getUser(token);
      expect([what, auth.error?.status, auth.error?.code]).toEqual([what, 401, 'bad_jwt']);
      const rest = await asToken(token).from('profiles').select('id');
      expect([what, rest.status]).toEqual([what, 401]);
    }
    expect((await asToken(session.access_token).from('profiles').select('id')).status).toBe(200);
  });

  it("a user's token can never read or write as another user", async () => {
    const a = await signedIn('alice');
    const b = await signedIn('bob');
    const asA = asToken(a.session.access_token);

    expect((await authClient(stack).auth.getUser(a.session.access_token)).data.user?.id).toBe(
      a.session.user.id,
    );

    const stolen = await asA
      .from('profiles')
      .update({ username: 'hijacked' })
      .eq('id', b.session.user.id)
      .select();
    expect(stolen.data ?? []).toEqual([]);
    const own = await asA
      .from('profiles')
      .update({ username: `alice${Date.now()}` })
      .eq('id', a.session.user.id)
      .select();
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    const bobProfile = await asA.from('profiles').select('username').eq('id', b.session.user.id).single();
    expect(bobProfile.data?.username).not.toBe('hijacked');

    // Updating "the user" with A's token changes A, whatever the request says about B.
    const update = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${a.session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: b.session.user.id, data: { display_name: 'not bob' } }),
    });
    expect(update.status).toBe(200);
    expect(((await update.json()) as { id: string }).id).toBe(a.session.user.id);
    const bob = await b.client.auth.getUser();
    expect(bob.data.user?.user_metadata.display_name).toBeUndefined();

    const admin = await asA.auth.admin.listUsers();
    expect(admin.error?.status).toBe(403);
  });

  it('updates user metadata and the password of the signed-in user', async () => {
    const { email, client } = await signedIn('update');
    const named = await client.auth.updateUser({ data: { display_name: 'Grace' } });
    expect(named.error).toBeNull();
    expect(named.data.user?.user_metadata.display_name).toBe('Grace');
    const same = await client.auth.updateUser({ password: 'correct horse' });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'battery staple' })).error).toBeNull();
    const old = await authClient(stack).auth.signInWithPassword({ email, password: 'correct horse' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await authClient(stack).auth.signInWithPassword({ email, password: 'battery staple' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.user_metadata.display_name).toBe('Grace');
  });
});
