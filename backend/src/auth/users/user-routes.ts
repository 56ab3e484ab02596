import type { IncomingMessage } from 'node:http';
import { AuthError, validation } from '../http/auth-error.ts';
import { optionalObject, optionalString, readBody } from '../http/request.ts';
import { requireUser } from '../session/authenticate.ts';
import type { AuthDeps } from '../session/sessions.ts';
import { checkPassword, checkPasswordStrength, hashPassword } from './password.ts';
import { consumeNonce } from './reauthenticate.ts';
import { findUserById, userJson } from './users.ts';

/** GET /user */
export async function getUser(deps: AuthDeps, req: IncomingMessage) {
  const { user } = await requireUser(req, deps.jwtSecret, deps.db);
  return userJson(deps.db, user);
}

/**
 * PUT /user: a new password and/or user metadata (merged key by key; a null value removes the key,
 * as GoTrue does). With a verified second factor the password only changes from an aal2 session.
 */
export async function updateUser(deps: AuthDeps, req: IncomingMessage) {
  const signedIn = await requireUser(req, deps.jwtSecret, deps.db);
  const body = await readBody(req);
  if (body.email !== undefined && body.email !== signedIn.user.email) {
    throw new AuthError(
      422,
      'validation_failed',
      'Changing the e-mail address is not enabled on this server',
    );
  }
  if (body.phone !== undefined)
    throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
  const data = optionalObject(body, 'data');
  const rawPassword = optionalString(body, 'password');
  if (body.password !== undefined && rawPassword === undefined) {
    throw new AuthError(422, 'weak_password', 'Password should not be empty', {
      weak_password: { reasons: ['length'] },
    });
  }
  let passwordHash: string | undefined;
  if (rawPassword !== undefined) {
    const password = checkPasswordStrength(rawPassword, deps.config.passwordMinLength);
    const { rows } = await deps.db.query<{ n: number | string }>(
      `select count(*) as n from auth.mfa_factors where user_id = $1 and status = 'verified'`,
      [signedIn.user.id],
    );
    if (Number(rows[0]?.n) > 0 && signedIn.aal !== 'aal2') {
      throw new AuthError(
        403,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (await checkPassword(password, signedIn.user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  if (!data && passwordHash === undefined && body.email === undefined) {
    throw validation('Nothing to update: give password or data');
  }
  const nonce = optionalString(body, 'nonce');
  await deps.db.transaction(async (tx) => {
    if (nonce !== undefined) await consumeNonce(deps, tx, signedIn.user, nonce);
    if (passwordHash) {
      await tx.query(`update auth.users set encrypted_password = $1, updated_at = now() where id = $2`, [
        passwordHash,
        signedIn.user.id,
      ]);
    }
    if (data) {
      // jsonb_strip_nulls drops the keys the caller set to null, which is how metadata keys are removed.
      await tx.query(
        `update auth.users
         set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $1::jsonb), updated_at = now()
         where id = $2`,
        [JSON.stringify(data), signedIn.user.id],
      );
    }
  });
  const user = await findUserById(deps.db, signedIn.user.id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return userJson(deps.db, user);
}

/** POST /logout?scope=local|global|others: ends this session, every session, or all but this one. */
export async function logout(deps: AuthDeps, req: IncomingMessage, url: URL) {
  const { user, sessionId } = await requireUser(req, deps.jwtSecret, deps.db);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') await deps.db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  else if (scope === 'global') await deps.db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  else if (scope === 'others') {
    await deps.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
  } else throw validation('scope must be one of local, global, others');
}
