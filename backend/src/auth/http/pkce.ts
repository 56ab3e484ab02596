import { createHash } from 'node:crypto';
import type { Pkce } from '../mail/send-auth-mail.ts';
import { validation } from './auth-error.ts';
import { type Body, optionalString } from './request.ts';

/** The client's PKCE challenge, when it uses the PKCE flow (supabase-js flowType 'pkce'). */
export function readPkce(body: Body): Pkce | undefined {
  const codeChallenge = optionalString(body, 'code_challenge');
  const method = optionalString(body, 'code_challenge_method')?.toLowerCase();
  if (!codeChallenge && !method) return undefined;
  if (!codeChallenge || (method !== 's256' && method !== 'plain')) {
    throw validation('PKCE flow requires code_challenge and code_challenge_method (s256 or plain)');
  }
  // RFC 7636: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~].
  if (codeChallenge.length < 43 || codeChallenge.length > 128 || !/^[A-Za-z0-9._~-]+$/.test(codeChallenge)) {
    throw validation('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge, method };
}

export function challengeMatches(
  pkce: { code_challenge: string; code_challenge_method: string },
  verifier: string,
) {
  const computed =
    pkce.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  return computed === pkce.code_challenge;
}
