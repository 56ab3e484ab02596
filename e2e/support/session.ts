/**
 * A signed-in browser without going through the auth screens: a session signed with the stack's
 * JWT secret, put where supabase-js keeps it, so the shell resolves it at start like any session.
 */
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { jwtSecret } from './e2e-env.ts';

export const testUser = { id: '00000000-0000-4000-8000-0000000000e2', email: 'e2e@hifi.test' };

/** expiresIn below 0 stores an already expired session (supabase-js refreshes it at start). */
export async function signIn(page: Page, user = testUser, expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + expiresIn;
  const accessToken = await new SignJWT({ role: 'authenticated', email: user.email, aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(jwtSecret));
  const session = {
    access_token: accessToken,
    refresh_token: 'e2e-refresh-token',
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
  await page.addInitScript((value) => localStorage.setItem('hifi-auth', value), JSON.stringify(session));
}
