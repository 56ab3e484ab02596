// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, startDataStack } from '../testing/stack.ts';
import { authSettingsQuery, socialProviders } from './auth-settings-query.ts';

describe('auth settings', () => {
  let stack: DataStack;
  beforeAll(async () => {
    stack = await startDataStack('pglite');
  }, 60_000);
  afterAll(() => stack.close());

  it('reads the stack settings: e-mail sign-in on, no social provider configured', async () => {
    const settings = await authSettingsQuery({ url: `${stack.url}/`, anonKey: stack.anonKey });
    expect(settings.external.email).toBe(true);
    expect(socialProviders(settings)).toEqual([]);
  });

  it('lists only the providers that are on, never e-mail, phone or anonymous sign-in', () => {
    const external = { email: true, phone: true, anonymous_users: true, keycloak: true, github: false };
    expect(socialProviders({ external })).toEqual(['keycloak']);
    expect(socialProviders(undefined)).toEqual([]);
  });
});
