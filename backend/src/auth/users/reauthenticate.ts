/**
 * GoTrue's reauthentication: GET /reauthenticate mails the signed-in user a six-digit nonce;
 * PUT /user with {password, nonce} then proves it is still them. The nonce is kept hashed in
 * auth.users.reauthentication_token, good once and for the mail's lifetime (otpExpiry).
 */
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../../db/database.ts';
import { AuthError, validation } from '../http/auth-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { admitMail, prepareAuthMail, tokenHash } from '../mail/send-auth-mail.ts';
import { requireUser } from '../session/authenticate.ts';
import type { AuthDeps } from '../session/sessions.ts';
import type { UserRow } from './users.ts';

export async function reauthenticate(deps: AuthDeps, mailer: Mailer, req: IncomingMessage) {
  const { user } = await requireUser(req, deps.jwtSecret, deps.db);
  if (!user.email) throw validation('Reauthentication requires the user to have an email address');
  await admitMail(deps, deps.db, user.email);
  const mail = await deps.db.transaction((tx) =>
    prepareAuthMail(deps, tx, { kind: 'reauthentication', user, redirectTo: deps.config.siteUrl }),
  );
  mailer.post(mail);
  return {};
}

/** Consumes the user's nonce, or refuses it as GoTrue does (422 reauthentication_not_valid). */
export async function consumeNonce(deps: AuthDeps, tx: Queryable, user: UserRow, nonce: string) {
  const sentAt = user.reauthentication_sent_at;
  const valid =
    !!user.reauthentication_token &&
    user.reauthentication_token === tokenHash(user.email, nonce.trim()) &&
    !!sentAt &&
    new Date(sentAt).getTime() + deps.config.otpExpiry * 1000 >= Date.now();
  if (!valid) {
    throw new AuthError(
      422,
      'reauthentication_not_valid',
      'Requires reauthentication: the nonce is invalid or has expired',
    );
  }
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [user.id],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`,
    [user.id],
  );
}
