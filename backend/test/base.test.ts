import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/keys/jwt.ts';
import type { RunningStack } from '../src/stack.ts';
import { databases, startTestStack } from './stack-harness.ts';

describe.each(databases)('Supabase base on %s', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startTestStack(kind);
  });
  afterAll(() => stack?.close());

  it('derives anon and service_role keys as HS256 JWTs carrying the role', async () => {
    expect((await verifyJwt(stack.keys.jwtSecret, stack.keys.anonKey)).role).toBe('anon');
    expect((await verifyJwt(stack.keys.jwtSecret, stack.keys.serviceRoleKey)).role).toBe('service_role');
    await expect(
      verifyJwt('another-secret-of-at-least-32-characters!!', stack.keys.anonKey),
    ).rejects.toThrow();
  });

  it('creates the roles, schemas and auth functions Supabase provides', async () => {
    const roles = await stack.db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1`,
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual([
      'anon',
      'authenticated',
      'authenticator',
      'service_role',
    ]);
    const uid = await stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' }),
      ]);
      return (await tx.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role'))
        .rows[0];
    });
    expect(uid).toEqual({ uid: '00000000-0000-0000-0000-000000000001', role: 'authenticated' });
    // After the transaction the setting reads '' (not NULL): auth.uid() must still be null, not fail.
    const after = await stack.db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(after.rows[0]?.uid).toBeNull();
  });
});
