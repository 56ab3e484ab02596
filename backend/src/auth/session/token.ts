import type { IncomingMessage } from 'node:http';
import { AuthError, validation } from '../http/auth-error.ts';
import { challengeMatches } from '../http/pkce.ts';
import { clientIp, isTokenLike, normalizeEmail, optionalString, readBody } from '../http/request.ts';
import { checkPassword } from '../users/password.ts';
import { findUserByEmail, findUserById } from '../users/users.ts';
import { type AuthDeps, type AuthMethod, refreshGrant, startSession } from './sessions.ts';

// Compared against when the address is unknown, so a miss takes as long as a wrong password.
const DUMMY_HASH = '$2a$10$aOCyGQF3PxtbHVgBGrm6su4Kx8VcD.ZjQ.XuyR59eLhazHZG1L0gm';
// How long the auth code of a PKCE flow can be traded for a session (GoTrue's default).
const FLOW_STATE_TTL_MS = 5 * 60 * 1000;

const METHOD_OF_FLOW: Record<string, AuthMethod> = {
  signup: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  oauth: 'oauth',
};

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(deps: AuthDeps, req: IncomingMessage, url: URL) {
  const grantType = url.searchParams.get('grant_type');
  const body = await readBody(req);
  switch (grantType) {
    case 'password':
      return passwordGrant(deps, req, optionalString(body, 'email'), optionalString(body, 'password'));
    case 'refresh_token': {
      const refreshToken = optionalString(body, 'refresh_token');
      if (!refreshToken) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
      return refreshGrant(deps, refreshToken);
    }
    case 'pkce':
      return pkceGrant(deps, req, optionalString(body, 'auth_code'), optionalString(body, 'code_verifier'));
    default:
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }
}

async function passwordGrant(deps: AuthDeps, req: IncomingMessage, rawEmail?: string, password?: string) {
  if (rawEmail === undefined && password === undefined) {
    throw validation('email and password are required');
  }
  const email = normalizeEmail(rawEmail);
  const ip = clientIp(req);
  await deps.limits.reservePassword(ip, email);
  const user = await findUserByEmail(deps.db, email);
  const ok = await checkPassword(password ?? '', user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !password || !ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  await deps.limits.passwordSucceeded(ip, email);
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return deps.db.transaction((tx) => startSession(deps, tx, user, 'password', req.headers['user-agent']));
}

async function pkceGrant(deps: AuthDeps, req: IncomingMessage, authCode?: string, verifier?: string) {
  if (!authCode || !verifier)
    throw validation('invalid request: both auth code and code verifier should be non-empty');
  if (!isTokenLike(authCode) || !isTokenLike(verifier, 128)) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      auth_code_issued_at: Date | null;
    }>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow?.user_id || !flow.auth_code_issued_at) {
      return new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > FLOW_STATE_TTL_MS) {
      await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
      return new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!challengeMatches(flow, verifier)) {
      return new AuthError(
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    const user = await findUserById(tx, flow.user_id);
    if (!user) return new AuthError(404, 'user_not_found', 'User not found');
    const method = METHOD_OF_FLOW[flow.authentication_method] ?? 'otp';
    return startSession(deps, tx, user, method, req.headers['user-agent']);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
