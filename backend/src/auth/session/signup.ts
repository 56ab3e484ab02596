import type { IncomingMessage } from 'node:http';
import { AuthError } from '../http/auth-error.ts';
import { readPkce } from '../http/pkce.ts';
import { safeRedirect } from '../http/redirect.ts';
import { clientIp, normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { admitMail, prepareAuthMail } from '../mail/send-auth-mail.ts';
import { checkPasswordStrength, hashPassword } from '../users/password.ts';
import {
  decoyUserJson,
  findUserByEmail,
  findUserById,
  insertUser,
  retryOnUniqueViolation,
  userJson,
} from '../users/users.ts';
import { signInAnonymously } from './anonymous.ts';
import { rehearseSignUp } from './rehearse.ts';
import { type AuthDeps, startSession } from './sessions.ts';

/**
 * POST /signup. With confirmation on (the default) the reply is the new user and a confirmation
 * mail goes out; with it off the reply is a session. Signing up again with a confirmed address
 * answers exactly like a new sign-up (decoyUserJson), under the same per-address mail limit, so
 * the endpoint does not reveal who has an account (docs/architecture.md, "Limits and headers").
 */
export async function signup(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  if (body.phone !== undefined)
    throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
  if (body.email === undefined) return signInAnonymously(deps, req, body);
  const email = normalizeEmail(optionalString(body, 'email'));
  const password = checkPasswordStrength(optionalString(body, 'password'), deps.config.passwordMinLength);
  const data = optionalObject(body, 'data') ?? {};
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await deps.limits.signUp(clientIp(req));
  if (deps.config.emailConfirm) await admitMail(deps, deps.db, email);
  const passwordHash = await hashPassword(password);

  const outcome = await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx): Promise<{ reply: unknown; mail?: Mail }> => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) {
        if (!deps.config.emailConfirm)
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        await rehearseSignUp(deps, tx, {
          kind: 'signup',
          redirectTo,
          pkce,
          passwordHash,
          userMetadata: data,
        });
        return { reply: decoyUserJson(email, data) };
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
        return { reply: await startSession(deps, tx, user, 'password', req.headers['user-agent']) };
      const mail = await prepareAuthMail(deps, tx, { kind: 'signup', user, redirectTo, pkce });
      return { reply: await userJson(tx, (await findUserById(tx, user.id)) ?? user), mail };
    }),
  );
  if (outcome.mail) mailer.post(outcome.mail);
  return outcome.reply;
}
