import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(serviceDatabases)('malformed requests get a 4xx with a reason (%s)', (kind) => {
  let stack: RunningStack;
  let userToken: string;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
    const email = uniqueEmail('malformed');
    await authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin.createUser({
      email,
      password: 'correct horse',
      email_confirm: true,
    });
    const { data } = await authClient(stack).auth.signInWithPassword({ email, password: 'correct horse' });
    userToken = data.session?.access_token as string;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const NUL = '\u0000';
  const cases: [string, string, unknown, 'user' | 'service' | 'none'][] = [
    ['POST', '/signup', [1, 2], 'none'],
    ['POST', '/signup', 'just a string', 'none'],
    ['POST', '/signup', { email: 42, password: 'correct horse' }, 'none'],
    ['POST', '/signup', { email: `a${NUL}@example.test`, password: 'correct horse' }, 'none'],
    [
      'POST',
      '/signup',
      { email: uniqueEmail('nul'), password: 'correct horse', data: { name: NUL } },
      'none',
    ],
    ['POST', '/signup', { email: uniqueEmail('data'), password: 'correct horse', data: 'text' }, 'none'],
    [
      'POST',
      '/signup',
      {
        email: uniqueEmail('pkce'),
        password: 'correct horse',
        code_challenge: 'x',
        code_challenge_method: 's256',
      },
      'none',
    ],
    ['POST', '/signup', { email: `${'a'.repeat(300)}@example.test`, password: 'correct horse' }, 'none'],
    ['POST', '/token?grant_type=password', {}, 'none'],
    ['POST', '/token?grant_type=refresh_token', { refresh_token: `abc${NUL}` }, 'none'],
    ['POST', '/token?grant_type=refresh_token', { refresh_token: 'x'.repeat(5000) }, 'none'],
    ['POST', '/token?grant_type=pkce', { auth_code: `a${NUL}`, code_verifier: 'v'.repeat(50) }, 'none'],
    ['POST', '/token?grant_type=pkce', { auth_code: 'not-a-code', code_verifier: 'v'.repeat(50) }, 'none'],
    ['POST', '/verify', { type: 'magic', token: '123456', email: 'a@example.test' }, 'none'],
    ['POST', '/verify', { type: 'signup', token_hash: `x${NUL}` }, 'none'],
    ['POST', '/verify', { type: 'signup' }, 'none'],
    ['POST', '/otp', { email: 'nope' }, 'none'],
    ['POST', '/otp', { phone: '+15555550100' }, 'none'],
    ['POST', '/recover', {}, 'none'],
    ['POST', '/resend', { type: 'sms', email: 'a@example.test' }, 'none'],
    ['PUT', '/user', { data: [1, 2] }, 'user'],
    ['PUT', '/user', {}, 'user'],
    ['PUT', '/user', { password: 12345678 }, 'user'],
    ['POST', '/logout?scope=everyone', undefined, 'user'],
    ['POST', '/factors', { factor_type: 'sms' }, 'user'],
    ['POST', '/factors', { factor_type: 'totp', friendly_name: 7 }, 'user'],
    ['POST', '/factors/not-a-uuid/challenge', {}, 'user'],
    [
      'POST',
      '/factors/00000000-0000-4000-8000-000000000000/verify',
      { challenge_id: 'x', code: '1' },
      'user',
    ],
    ['GET', '/admin/users?page=0', undefined, 'service'],
    ['GET', '/admin/users?per_page=abc', undefined, 'service'],
    ['GET', '/admin/users/not-a-uuid', undefined, 'service'],
    ['POST', '/admin/users', { email: 'bad' }, 'service'],
    ['PATCH', '/admin/users', {}, 'service'],
    ['GET', '/nowhere', undefined, 'none'],
  ];

  it.each(cases)('%s %s %j', async (method, path, body, as) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      apikey: stack.keys.anonKey,
    };
    if (as === 'user') headers.authorization = `Bearer ${userToken}`;
    if (as === 'service') headers.authorization = `Bearer ${stack.keys.serviceRoleKey}`;
    const res = await fetch(`${stack.url}/auth/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const reply = (await res.json()) as { error_code?: string; msg?: string };
    expect(reply.error_code).toBeTruthy();
    expect(reply.msg).toBeTruthy();
  });

  it('answers a mailed link with a bad token by landing on the site with the error', async () => {
    for (const token of [`x${NUL}`, '', 'a'.repeat(400)]) {
      const res = await fetch(`${stack.url}/auth/v1/verify?type=signup&token=${encodeURIComponent(token)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get('location') as string).hash).toContain('error_code=');
    }
  });
});
