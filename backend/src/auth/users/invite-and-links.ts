/**
 * What GoTrue's admin side mints for an address: POST /invite (a user invited by mail) and
 * POST /admin/generate_link (the link and code of any mail kind, returned instead of sent, for an
 * app that mails them itself). Both for the service_role key only.
 */
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../../db/database.ts';
import { AuthError, validation } from '../http/auth-error.ts';
import { safeRedirect } from '../http/redirect.ts';
import { normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import type { Mailer } from '../mail/mailer.ts';
import { admitMail, type MailKind, mintAuthToken, prepareAuthMail } from '../mail/send-auth-mail.ts';
import { requireServiceRole } from '../session/authenticate.ts';
import type { AuthDeps } from '../session/sessions.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  retryOnUniqueViolation,
  type UserRow,
  userJson,
} from './users.ts';

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

/** The invited user: a new unconfirmed one, or one who never confirmed; a confirmed address is refused. */
async function invitedUser(tx: Queryable, email: string, data: Record<string, unknown>): Promise<UserRow> {
  let user = await findUserByEmail(tx, email);
  if (user?.email_confirmed_at) throw emailExists();
  user ??= await insertUser(tx, {
    email,
    passwordHash: null,
    userMetadata: data,
    provider: 'email',
    confirmed: false,
  });
  await tx.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [user.id]);
  return (await findUserById(tx, user.id)) as UserRow;
}

/** POST /invite {email, data}: the user, and an invite mail whose link signs them in. */
export async function invite(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  await requireServiceRole(req, deps.jwtSecret);
  const body = await readBody(req);
  const email = normalizeEmail(optionalString(body, 'email'));
  const data = optionalObject(body, 'data') ?? {};
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await admitMail(deps, deps.db, email);
  const { reply, mail } = await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const user = await invitedUser(tx, email, data);
      const mail = await prepareAuthMail(deps, tx, { kind: 'invite', user, redirectTo });
      return { reply: await userJson(tx, (await findUserById(tx, user.id)) as UserRow), mail };
    }),
  );
  mailer.post(mail);
  return reply;
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

/**
 * POST /admin/generate_link {type, email, password?, data?, new_email?, redirect_to?}: GoTrue's
 * reply, the user's fields beside action_link, email_otp, hashed_token, verification_type and
 * redirect_to. Nothing is mailed.
 */
export async function generateLink(deps: AuthDeps, req: IncomingMessage) {
  await requireServiceRole(req, deps.jwtSecret);
  const body = await readBody(req);
  const type = body.type;
  if (typeof type !== 'string' || !LINK_TYPES.includes(type)) {
    throw validation(`type must be one of ${LINK_TYPES.join(', ')}`);
  }
  const email = normalizeEmail(optionalString(body, 'email'));
  const data = optionalObject(body, 'data') ?? {};
  const redirectTo = safeRedirect(deps.config, optionalString(body, 'redirect_to') ?? null);
  const rawPassword = optionalString(body, 'password');
  const passwordHash =
    type === 'signup'
      ? await hashPassword(checkPasswordStrength(rawPassword, deps.config.passwordMinLength))
      : undefined;
  const newEmail = type.startsWith('email_change')
    ? normalizeEmail(optionalString(body, 'new_email'))
    : undefined;

  return retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      let user: UserRow;
      let kind: MailKind;
      if (type === 'signup') {
        const existing = await findUserByEmail(tx, email);
        if (existing?.email_confirmed_at) throw emailExists();
        user =
          existing ??
          (await insertUser(tx, {
            email,
            passwordHash: passwordHash ?? null,
            userMetadata: data,
            provider: 'email',
            confirmed: false,
          }));
        kind = 'signup';
      } else if (type === 'invite') {
        user = await invitedUser(tx, email, data);
        kind = 'invite';
      } else {
        const existing = await findUserByEmail(tx, email);
        if (!existing) throw userNotFound();
        user = existing;
        kind = type === 'magiclink' ? 'magiclink' : type === 'recovery' ? 'recovery' : 'email_change';
        if (newEmail) {
          if (await findUserByEmail(tx, newEmail)) throw emailExists();
          await tx.query(`update auth.users set email_change = $1, updated_at = now() where id = $2`, [
            newEmail,
            user.id,
          ]);
        }
      }
      const minted = await mintAuthToken(deps, tx, { kind, user, redirectTo, to: newEmail }, false);
      const fresh = (await findUserById(tx, user.id)) as UserRow;
      return {
        ...(await userJson(tx, fresh)),
        action_link: minted.link,
        email_otp: minted.code,
        hashed_token: minted.hashedToken,
        verification_type: kind,
        redirect_to: redirectTo,
      };
    }),
  );
}
