import type { IncomingMessage } from 'node:http';
import { AuthError } from '../http/auth-error.ts';
import { readPkce } from '../http/pkce.ts';
import { safeRedirect } from '../http/redirect.ts';
import { normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import type { Mailer } from '../mail/mailer.ts';
import { admitMail, prepareAuthMail } from '../mail/send-auth-mail.ts';
import { rehearseMail } from '../session/rehearse.ts';
import type { AuthDeps } from '../session/sessions.ts';
import { findUserByEmail, insertUser, retryOnUniqueViolation } from '../users/users.ts';

/**
 * POST /otp: a magic link and code by mail. An unknown address becomes a new (unconfirmed) user
 * and gets the sign-up confirmation instead, with the same reply as a member's. With create_user
 * false an unknown address is refused with GoTrue's 422 otp_disabled, as Supabase answers it
 * (which does tell a stranger from a member: see backend/src/auth/README.md, "Enumeration").
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
  await admitMail(deps, deps.db, email);
  const mail = await retryOnUniqueViolation(() =>
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
      return prepareAuthMail(deps, tx, { kind, user, redirectTo, pkce });
    }),
  );
  if (mail) mailer.post(mail);
  return {};
}

/** POST /recover: a password-reset link and code. Unknown addresses get the same empty reply. */
export async function recover(deps: AuthDeps, mailer: Mailer, req: IncomingMessage, url: URL) {
  const body = await readBody(req);
  const email = normalizeEmail(optionalString(body, 'email'));
  const pkce = readPkce(body);
  const redirectTo = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  await admitMail(deps, deps.db, email);
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) return prepareAuthMail(deps, tx, { kind: 'recovery', user, redirectTo, pkce });
    await rehearseMail(deps, tx, { kind: 'recovery', redirectTo, pkce });
    return undefined;
  });
  if (mail) mailer.post(mail);
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
  await admitMail(deps, deps.db, email);
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.email_confirmed_at)
      return prepareAuthMail(deps, tx, { kind: 'signup', user, redirectTo, pkce });
    return undefined;
  });
  if (mail) mailer.post(mail);
  return {};
}
