import type { IncomingMessage } from 'node:http';
import { AuthError } from '../http/auth-error.ts';
import { readPkce } from '../http/pkce.ts';
import { safeRedirect } from '../http/redirect.ts';
import { normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAuthMail } from '../mail/send-auth-mail.ts';
import type { AuthDeps } from '../session/sessions.ts';
import { findUserByEmail, insertUser, retryOnUniqueViolation } from '../users/users.ts';

/**
 * POST /otp: a magic link and code by mail. An unknown address becomes a new (unconfirmed) user
 * and gets the sign-up confirmation instead, unless create_user is false.
 */
export async function otp(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  if (body.phone !== undefined)
    throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = normalizeEmail(optionalString(body, 'email'));
  const createUser = body.create_user !== false;
  const data = optionalObject(body, 'data') ?? {};
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: data,
          provider: 'email',
          confirmed: false,
        });
      }
      const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
      await sendAuthMail(deps, mailer, tx, { kind, user, redirectTo, pkce });
    }),
  );
  return {};
}

/** POST /recover: a password-reset link and code. Unknown addresses get the same empty reply. */
export async function recover(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  const email = normalizeEmail(optionalString(body, 'email'));
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendAuthMail(deps, mailer, tx, { kind: 'recovery', user, redirectTo, pkce });
  });
  return {};
}

/** POST /resend: the sign-up confirmation again, for an address that is not confirmed yet. */
export async function resend(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  if (body.type !== 'signup')
    throw new AuthError(400, 'validation_failed', 'Only type "signup" can be resent');
  const email = normalizeEmail(optionalString(body, 'email'));
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.email_confirmed_at)
      await sendAuthMail(deps, mailer, tx, { kind: 'signup', user, redirectTo, pkce });
  });
  return {};
}
