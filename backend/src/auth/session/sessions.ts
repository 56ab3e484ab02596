import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { signAccessToken } from '../../keys/jwt.ts';
import type { AuthConfig } from '../config.ts';
import { AuthError } from '../http/auth-error.ts';
import { isTokenLike } from '../http/request.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { findUserById, type UserRow, userJson } from '../users/users.ts';

/** GoTrue's authentication method names, as they appear in the amr claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'recovery'
  | 'email/signup'
  | 'oauth'
  | 'totp'
  | 'invite'
  | 'anonymous';

export interface AuthDeps {
  db: Database;
  config: AuthConfig;
  jwtSecret: string;
  limits: RateLimits;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  not_after: Date | null;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

/** Starts a session for a user who just proved who they are, and returns GoTrue's token reply. */
export async function startSession(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRow,
  method: AuthMethod,
  ua = '',
) {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent) values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, user.id, ua],
  );
  await addAmrClaim(tx, sessionId, method);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [
    user.id,
  ]);
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null);
  return tokenReply(deps, tx, user.id, sessionId, refreshToken);
}

export async function addAmrClaim(tx: Queryable, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method, randomUUID()],
  );
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** The access token and the rest of a session reply, built from the session's current state. */
export async function tokenReply(
  deps: AuthDeps,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  const session = (
    await tx.query<{ aal: string }>(`select aal from auth.sessions where id = $1`, [sessionId])
  ).rows[0];
  const amr = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + deps.config.jwtExpiry;
  const accessToken = await signAccessToken(
    deps.jwtSecret,
    {
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: session?.aal ?? 'aal1',
      amr: amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    expiresAt,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

type RefreshOutcome =
  | { kind: 'ok'; reply: Awaited<ReturnType<typeof tokenReply>> }
  | { kind: 'error'; error: AuthError };

/**
 * The refresh-token grant with rotation: each token is good once and yields the next. A revoked
 * token used again (outside the short reuse window that racing tabs need) means it leaked: the
 * whole session, with every token descended from it, is ended.
 */
export async function refreshGrant(deps: AuthDeps, token: string) {
  if (!isTokenLike(token)) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const outcome = await deps.db.transaction<RefreshOutcome>(async (tx) => {
    const { rows } = await tx.query<{
      token: string;
      revoked: boolean;
      updated_at: Date;
      session_id: string;
      user_id: string;
    }>(
      `select rt.token, rt.revoked, rt.updated_at, rt.session_id, s.user_id
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 for update of rt, s`,
      [token],
    );
    const row = rows[0];
    if (!row) {
      return {
        kind: 'error',
        error: new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      };
    }
    const session = (
      await tx.query<SessionRow>(`select id, user_id, aal, not_after from auth.sessions where id = $1`, [
        row.session_id,
      ])
    ).rows[0] as SessionRow;
    if (session.not_after && new Date(session.not_after) < new Date()) {
      return {
        kind: 'error',
        error: new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
      };
    }
    if (row.revoked) {
      const withinReuse =
        Date.now() - new Date(row.updated_at).getTime() < deps.config.refreshTokenReuseInterval * 1000;
      const child = withinReuse
        ? (
            await tx.query<{ token: string }>(
              `select token from auth.refresh_tokens where parent = $1 and revoked = false`,
              [row.token],
            )
          ).rows[0]
        : undefined;
      if (child) {
        return { kind: 'ok', reply: await tokenReply(deps, tx, row.user_id, row.session_id, child.token) };
      }
      await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
      return {
        kind: 'error',
        error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
      row.token,
    ]);
    await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
      row.session_id,
    ]);
    const next = await insertRefreshToken(tx, row.user_id, row.session_id, row.token);
    return { kind: 'ok', reply: await tokenReply(deps, tx, row.user_id, row.session_id, next) };
  });
  if (outcome.kind === 'error') throw outcome.error;
  return outcome.reply;
}
