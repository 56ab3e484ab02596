/**
 * Authenticator assurance, read from the session itself (no request): the access token's `aal`
 * claim against the user's verified factors. A user with a verified factor whose session is still
 * aal1 must answer the second-factor prompt before the protected pages open.
 */
import type { Session } from '@hifi/shared';

export function tokenAal(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

export function hasVerifiedFactor(session: Session): boolean {
  return (session.user.factors ?? []).some((factor) => factor.status === 'verified');
}

export function needsSecondFactor(session: Session): boolean {
  return hasVerifiedFactor(session) && tokenAal(session.access_token) !== 'aal2';
}
