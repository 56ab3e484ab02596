import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AuthError } from '../http/auth-error.ts';
import { type Body, clientIp, optionalObject } from '../http/request.ts';
import { findUserById, type UserRow } from '../users/users.ts';
import { type AuthDeps, startSession } from './sessions.ts';

/**
 * POST /signup with neither email nor phone: GoTrue's anonymous sign-in. A user with no address
 * and no identity, is_anonymous true (the access token's is_anonymous claim, which RLS can read),
 * role authenticated; under the sign-up limit per caller address. Off unless the stack is told
 * (AUTH_ANONYMOUS_SIGN_INS), as on Supabase.
 */
export async function signInAnonymously(deps: AuthDeps, req: IncomingMessage, body: Body) {
  if (!deps.config.anonymousSignIns) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const data = optionalObject(body, 'data') ?? {};
  await deps.limits.signUp(clientIp(req));
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, created_at,
         updated_at, is_sso_user, is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}'::jsonb, $2::jsonb,
         now(), now(), false, true, '', '', '', '')
       returning id`,
      [randomUUID(), JSON.stringify(data)],
    );
    const user = await findUserById(tx, (rows[0] as { id: string }).id);
    return startSession(deps, tx, user as UserRow, 'anonymous', req.headers['user-agent']);
  });
}
