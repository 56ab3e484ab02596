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

describe.each(serviceDatabases)('admin users API (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('creates confirmed users, lists them page by page, and deletes them', async () => {
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
    const emails = [uniqueEmail('admin-a'), uniqueEmail('admin-b'), uniqueEmail('admin-c')];
    const ids: string[] = [];
    for (const email of emails) {
      const { data, error } = await admin.createUser({
        email,
        password: 'correct horse',
        email_confirm: true,
        user_metadata: { display_name: email.slice(0, 7) },
      });
      expect(error).toBeNull();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      ids.push(data.user?.id as string);
    }
    const duplicate = await admin.createUser({ email: emails[0] as string, password: 'correct horse' });
    expect([duplicate.error?.status, duplicate.error?.code]).toEqual([422, 'email_exists']);

    const signIn = await authClient(stack).auth.signInWithPassword({
      email: emails[0] as string,
      password: 'correct horse',
    });
    expect(signIn.error).toBeNull();
    const profile = await authClient(stack)
      .from('profiles')
      .select('email, username')
      .eq('id', ids[0] as string)
      .single();
    // The profile exists with a display name; the e-mail stays in auth.users, which the API roles
    // cannot read.
    expect(profile.data).toEqual({ email: null, username: expect.stringMatching(/^admin-a-/) });

    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    expect((page1.data as { total?: number }).total).toBeGreaterThanOrEqual(3);
    const everyone = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(everyone.data.users.map((u) => u.email)).toEqual(expect.arrayContaining(emails));

    expect((await admin.getUserById(ids[1] as string)).data.user?.email).toBe(emails[1]);
    expect((await admin.deleteUser(ids[0] as string)).error).toBeNull();
    const gone = await authClient(stack).auth.signInWithPassword({
      email: emails[0] as string,
      password: 'correct horse',
    });
    expect(gone.error?.code).toBe('invalid_credentials');
    const session = signIn.data.session as NonNullable<typeof signIn.data.session>;
    expect((await authClient(stack).auth.getUser(session.access_token)).error).not.toBeNull();
    expect((await admin.getUserById(ids[0] as string)).error?.status).toBe(404);
  });

  it('unconfirmed admin-created users cannot sign in until confirmed', async () => {
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
    const email = uniqueEmail('pending');
    const { data } = await admin.createUser({ email, password: 'correct horse' });
    const early = await authClient(stack).auth.signInWithPassword({ email, password: 'correct horse' });
    expect(early.error?.code).toBe('email_not_confirmed');
    await admin.updateUserById(data.user?.id as string, { email_confirm: true });
    expect(
      (await authClient(stack).auth.signInWithPassword({ email, password: 'correct horse' })).error,
    ).toBeNull();
  });

  it('is closed to the anon key and to user tokens', async () => {
    const anon = await authClient(stack).auth.admin.listUsers();
    expect([anon.error?.status, anon.error?.code]).toEqual([403, 'not_admin']);
    const created = await authClient(stack).auth.admin.createUser({
      email: uniqueEmail('nope'),
      password: 'correct horse',
    });
    expect(created.error?.status).toBe(403);
    const noKey = await fetch(`${stack.url}/auth/v1/admin/users`);
    expect(noKey.status).toBe(401);
  });
});
