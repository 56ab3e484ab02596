import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../http/auth-error.ts';
import { withParams } from '../http/redirect.ts';
import type { AuthDeps } from '../session/sessions.ts';
import type { UserRow } from '../users/users.ts';
import type { Mail } from './mailer.ts';
import { type MailKind, renderAuthMail } from './templates.ts';

export type { MailKind };

/** Where each kind keeps its token, as GoTrue does (a magic link shares the recovery columns). */
export const TOKEN_COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'confirmation_token' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery_token' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery_token' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'confirmation_token' },
  email_change: {
    token: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    type: 'email_change_token_new',
  },
  reauthentication: {
    token: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    type: 'reauthentication_token',
  },
} as const;

/** The stored form of a mailed token: the link carries it, the six-digit code hashes to it. */
export const tokenHash = (email: string, code: string) =>
  createHash('sha224')
    .update(email + code)
    .digest('hex');

export interface Pkce {
  codeChallenge: string;
  method: 's256' | 'plain';
}

export interface MailRequest {
  kind: MailKind;
  user: UserRow;
  redirectTo: string;
  pkce?: Pkce;
  /** the address the mail goes to, when not the user's own (an e-mail change goes to the new one) */
  to?: string;
}

/**
 * Whether a mail may be sent to this address now, asked before looking the address up so that
 * known and unknown addresses are refused alike: GoTrue's 429 over_email_send_rate_limit when the
 * address was sent a mail too recently (memory, and the user's *_sent_at for a restart in between)
 * or when the stack has sent its hourly share of mail.
 */
export async function admitMail(deps: AuthDeps, db: Queryable, email: string) {
  await deps.limits.mail(email);
  const sent = await db.query<{ n: number | string }>(
    `select count(*) as n from auth.audit_log_entries
     where payload ->> 'action' = 'mail_sent' and created_at > now() - interval '1 hour'`,
  );
  if (Number(sent.rows[0]?.n ?? 0) >= deps.config.emailsPerHour) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      'Email rate limit exceeded',
      {},
      {
        'retry-after': '3600',
      },
    );
  }
}

/**
 * Mints a one-time token and stores its hash; returns the mail with the link and code, for the
 * caller to post once its transaction has committed. Callers ask admitMail first.
 */
export async function prepareAuthMail(deps: AuthDeps, tx: Queryable, request: MailRequest): Promise<Mail> {
  const minted = await mintAuthToken(deps, tx, request, true);
  return { to: request.to ?? request.user.email, ...renderAuthMail(request.kind, minted.link, minted.code) };
}

/**
 * The one-time token behind a mail: stored (hashed, as GoTrue keeps it), with the link and the
 * six-digit code it stands for. respectInterval: the per-address resend interval applies (mail);
 * generate_link, which sends nothing, mints regardless.
 */
export async function mintAuthToken(
  deps: AuthDeps,
  tx: Queryable,
  request: MailRequest,
  respectInterval: boolean,
): Promise<{ link: string; code: string; hashedToken: string }> {
  const { kind, user } = request;
  const columns = TOKEN_COLUMNS[kind];
  const last = user[columns.sentAt];
  const { emailMinInterval } = deps.config;
  if (respectInterval && last && emailMinInterval > 0) {
    const waitMs = new Date(last).getTime() + emailMinInterval * 1000 - Date.now();
    if (waitMs > 0) {
      const wait = Math.ceil(waitMs / 1000);
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
        {},
        { 'retry-after': String(wait) },
      );
    }
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(request.to ?? user.email, code);
  // A PKCE link says so, so that verifying it hands out a code for the client's verifier, not tokens.
  const linkToken = request.pkce ? `pkce_${hash}` : hash;
  await tx.query(
    `update auth.users set ${columns.token} = $1, ${columns.sentAt} = now(), updated_at = now() where id = $2`,
    [linkToken, user.id],
  );
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, updated_at = now()`,
    [randomUUID(), user.id, columns.type, linkToken, request.to ?? user.email],
  );
  if (request.pkce) {
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         created_at, updated_at, authentication_method)
       values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
      [randomUUID(), user.id, randomUUID(), request.pkce.method, request.pkce.codeChallenge, kind],
    );
  }
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, now())`,
    [randomUUID(), JSON.stringify({ action: 'mail_sent', actor_id: user.id, traits: { kind } })],
  );

  const link = withParams(
    `${deps.config.siteUrl}/auth/v1/verify`,
    { token: linkToken, type: kind, redirect_to: request.redirectTo },
    'query',
  );
  return { link, code, hashedToken: linkToken };
}
