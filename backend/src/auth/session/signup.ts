import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AuthError } from '../http/auth-error.ts';
import { readPkce } from '../http/pkce.ts';
import { safeRedirect } from '../http/redirect.ts';
import { normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAuthMail } from '../mail/send-auth-mail.ts';
import { checkPasswordStrength, hashPassword } from '../users/password.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  retryOnUniqueViolation,
  userJson,
} from '../users/users.ts';
import { type AuthDeps, startSession } from './sessions.ts';

/**
 * POST /signup. With confirmation on (the default) the reply is the new user and a confirmation
 * mail goes out; with it off the reply is a session. Signing up again with a confirmed address
 * answers like a new sign-up (with no identities), so the endpoint does not reveal who has an account.
 */
export async function signup(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  if (body.phone !== undefined)
    throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
  if (body.email === undefined) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const email = normalizeEmail(optionalString(body, 'email'));
  const password = checkPasswordStrength(optionalString(body, 'password'), deps.config.passwordMinLength);
  const data = optionalObject(body, 'data') ?? {};
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  const passwordHash = await hashPassword(password);

  return retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) {
        if (!deps.config.emailConfirm)
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        const now = new Date().toISOString();
        return {
          id: randomUUID(),
          aud: 'authenticated',
          role: 'authenticated',
          email,
          phone: '',
          confirmation_sent_at: now,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: {},
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        };
      }
      if (user) {
        await tx.query(
          `update auth.users set encrypted_password = $1, raw_user_meta_data = $2::jsonb, updated_at = now() where id = $3`,
          [passwordHash, JSON.stringify(data), user.id],
        );
      } else {
        user = await insertUser(tx, {
          email,
          passwordHash,
          userMetadata: data,
          provider: 'email',
          confirmed: !deps.config.emailConfirm,
        });
      }
      if (!deps.config.emailConfirm)
        return startSession(deps, tx, user, 'password', req.headers['user-agent']);
      await sendAuthMail(deps, mailer, tx, { kind: 'signup', user, redirectTo, pkce });
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
    }),
  );
}
