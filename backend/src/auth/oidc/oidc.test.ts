import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, fragment, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { browse, startOidcProvider } from '../../../test/oidc-provider.ts';
import { serviceDatabases } from '../../../test/stack-harness.ts';
import type { RunningStack } from '../../stack.ts';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail?.close();
});

const CLIENT_ID = 'hifi-local';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider';

describe.each(serviceDatabases)('social sign-in through an OpenID Connect provider (%s)', (kind) => {
  let stack: RunningStack;
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    idp = await startOidcProvider(CLIENT_ID, CLIENT_SECRET);
    stack = await startAuthStack(kind, mail, {
      oidc: { provider: 'keycloak', issuer: idp.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    });
    await idp.start(`${stack.url}/auth/v1/callback`);
  });
  afterAll(async () => {
    await stack?.close();
    await idp?.close();
  });

  const account = (label: string) => ({
    sub: `${label}-${Math.random().toString(36).slice(2)}`,
    email: uniqueEmail(label),
    email_verified: true,
    name: `Test ${label}`,
  });

  it('lands back on the site signed in (implicit flow), as a new user of that provider', async () => {
    const who = account('social');
    idp.signInAs(who);
    const supabase = authClient(stack);
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'keycloak',
      options: { redirectTo: `${stack.url}/dashboard` },
    });
    expect(error).toBeNull();
    const landing = await browse(data.url as string, stack.url);
    expect(landing.pathname).toBe('/dashboard');
    const tokens = fragment(landing);
    expect(tokens.provider_token).toBeTruthy();
    const session = await supabase.auth.setSession({
      access_token: tokens.access_token as string,
      refresh_token: tokens.refresh_token as string,
    });
    expect(session.error).toBeNull();
    const user = session.data.user;
    expect(user?.email).toBe(who.email);
    expect(user?.app_metadata.provider).toBe('keycloak');
    expect(user?.user_metadata.full_name).toBe(who.name);
    expect(user?.identities?.map((i) => [i.provider, i.id])).toEqual([['keycloak', who.sub]]);
    expect(decodeJwt(tokens.access_token as string).amr).toEqual([
      { method: 'oauth', timestamp: expect.any(Number) },
    ]);

    // Signing in again finds the same user by the provider's subject.
    const again = await browse(
      (await authClient(stack).auth.signInWithOAuth({ provider: 'keycloak' })).data.url as string,
      stack.url,
    );
    expect(decodeJwt(fragment(again).access_token as string).sub).toBe(user?.id);
  });

  it('hands a PKCE client a code it trades for the session', async () => {
    const who = account('pkce');
    idp.signInAs(who);
    const supabase = authClient(stack, { flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'keycloak',
      options: { redirectTo: `${stack.url}/after` },
    });
    const landing = await browse(data.url as string, stack.url);
    expect(landing.pathname).toBe('/after');
    const code = landing.searchParams.get('code') as string;
    expect(code).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(who.email);
  });

  it('links a verified provider address to the existing account with that address', async () => {
    const email = uniqueEmail('linked');
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
    const existing = await admin.createUser({ email, password: 'correct horse', email_confirm: true });
    idp.signInAs({ sub: `linked-${Date.now()}`, email, email_verified: true, name: 'Linked' });
    const { data } = await authClient(stack).auth.signInWithOAuth({ provider: 'keycloak' });
    const landing = await browse(data.url as string, stack.url);
    expect(decodeJwt(fragment(landing).access_token as string).sub).toBe(existing.data.user?.id);
    const user = await admin.getUserById(existing.data.user?.id as string);
    expect(user.data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'keycloak']);
    expect(user.data.user?.app_metadata.providers).toEqual(expect.arrayContaining(['email', 'keycloak']));
  });

  it('refuses an unverified provider address, unknown providers and forged state', async () => {
    idp.signInAs({ ...account('unverified'), email_verified: false });
    const { data } = await authClient(stack).auth.signInWithOAuth({ provider: 'keycloak' });
    const landing = await browse(data.url as string, stack.url);
    expect(fragment(landing).error_code).toBe('provider_email_needs_verification');
    expect(fragment(landing).access_token).toBeUndefined();

    const unknown = await fetch(`${stack.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'validation_failed' });

    const forged = await fetch(`${stack.url}/auth/v1/callback?code=abc&state=not-a-state`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    const location = new URL(forged.headers.get('location') as string);
    expect(location.origin).toBe(stack.url);
    expect(fragment(location).error_code).toBe('bad_oauth_state');

    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.keycloak).toBe(true);
  });
});
