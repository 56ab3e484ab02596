import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../../db/database.ts';
import { AuthError, validation } from '../http/auth-error.ts';
import { redirect, safeRedirect, withParams } from '../http/redirect.ts';
import { isTokenLike, normalizeEmail, optionalString, readBody } from '../http/request.ts';
import { type MailKind, TOKEN_COLUMNS, tokenHash } from '../mail/send-auth-mail.ts';
import { type AuthDeps, type AuthMethod, startSession } from '../session/sessions.ts';
import { findUserByToken, markEmailConfirmed, type UserRow } from '../users/users.ts';

const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email', 'email_change'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

const METHOD: Record<MailKind, AuthMethod> = {
  signup: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'otp',
  reauthentication: 'otp',
};

const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

function verifyType(value: unknown): VerifyType {
  if (typeof value !== 'string' || !(VERIFY_TYPES as readonly string[]).includes(value)) {
    throw validation(`Verify requires a verification type: one of ${VERIFY_TYPES.join(', ')}`);
  }
  return value as VerifyType;
}

/** The kinds of mailed token a verify type may consume ("email" is either of a code's kinds). */
function kindsOf(type: VerifyType): MailKind[] {
  if (type === 'signup') return ['signup'];
  if (type === 'invite') return ['invite'];
  if (type === 'email_change') return ['email_change'];
  if (type === 'email') return ['signup', 'magiclink'];
  return [type];
}

interface Found {
  user: UserRow;
  kind: MailKind;
  pkce: boolean;
}

/** Finds the user a token was mailed to, consumes the token and confirms the address. */
async function consume(
  deps: AuthDeps,
  tx: Queryable,
  type: VerifyType,
  candidates: string[],
  email?: string,
): Promise<Found> {
  for (const kind of kindsOf(type)) {
    const columns = TOKEN_COLUMNS[kind];
    for (const candidate of candidates) {
      const user = await findUserByToken(tx, columns.token, candidate);
      if (!user || (email && (kind === 'email_change' ? user.email_change : user.email) !== email)) continue;
      // A magic link and a recovery share a column; the sent mail's kind is not stored, so both verify.
      const sentAt = user[columns.sentAt];
      if (!sentAt || new Date(sentAt).getTime() + deps.config.otpExpiry * 1000 < Date.now()) throw expired();
      await tx.query(`update auth.users set ${columns.token} = '', updated_at = now() where id = $1`, [
        user.id,
      ]);
      await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
        user.id,
        columns.type,
      ]);
      if (kind === 'email_change' && user.email_change) {
        // The new address is proven: it becomes the user's, as GoTrue's email_change verify does.
        await tx.query(
          `update auth.users set email = email_change, email_change = '', email_change_sent_at = null where id = $1`,
          [user.id],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
           where user_id = $1 and provider = 'email'`,
          [user.id, user.email_change],
        );
      }
      await markEmailConfirmed(tx, user.id);
      return { user, kind, pkce: candidate.startsWith('pkce_') };
    }
  }
  throw expired();
}

/** POST /verify: the six-digit code (with email) or the token hash from a link; replies with a session. */
export async function verifyPost(deps: AuthDeps, req: IncomingMessage) {
  const body = await readBody(req);
  const type = verifyType(body.type);
  const tokenHashParam = optionalString(body, 'token_hash');
  const code = optionalString(body, 'token');
  let candidates: string[];
  let email: string | undefined;
  if (tokenHashParam) {
    if (!isTokenLike(tokenHashParam)) throw expired();
    candidates = [tokenHashParam];
  } else {
    if (!code) throw validation('Verify requires either a token or a token hash');
    if (body.phone !== undefined)
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    email = normalizeEmail(optionalString(body, 'email'));
    const hash = tokenHash(email, code.trim());
    candidates = [hash, `pkce_${hash}`];
  }
  const outcome = await deps.db.transaction(async (tx) => {
    try {
      const found = await consume(deps, tx, type, candidates, email);
      return startSession(deps, tx, found.user, METHOD[found.kind], req.headers['user-agent']);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (email && error.code === 'otp_expired') await countFailedCode(tx, email);
      return error;
    }
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/** Wrong codes for one address before its mailed codes are void and a new mail is needed. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * A six-digit code could be guessed given enough tries; after MAX_CODE_ATTEMPTS wrong ones the
 * address's outstanding codes and links are voided, so guessing goes through the mail rate limits.
 */
async function countFailedCode(tx: Queryable, email: string) {
  const user = (
    await tx.query<{ id: string; since: Date | null }>(
      `select id, greatest(confirmation_sent_at, recovery_sent_at) as since from auth.users where email = $1`,
      [email],
    )
  ).rows[0];
  if (!user?.since) return;
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, now())`,
    [randomUUID(), JSON.stringify({ action: 'code_failed', actor_id: user.id })],
  );
  const { rows } = await tx.query<{ n: number | string }>(
    `select count(*) as n from auth.audit_log_entries
     where payload ->> 'action' = 'code_failed' and payload ->> 'actor_id' = $1 and created_at >= $2`,
    [user.id, user.since],
  );
  if (Number(rows[0]?.n ?? 0) >= MAX_CODE_ATTEMPTS) {
    await tx.query(`update auth.users set confirmation_token = '', recovery_token = '' where id = $1`, [
      user.id,
    ]);
    await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
  }
}

/**
 * GET /verify: the link in the mail. Lands the browser on the redirect target signed in: tokens in
 * the fragment (implicit flow), or ?code= to trade with the client's PKCE verifier. A bad or
 * expired link lands there too, with the error in the fragment, as GoTrue does.
 */
export async function verifyGet(deps: AuthDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  const target = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
  const token = url.searchParams.get('token');
  let outcome: { location: string } | AuthError;
  try {
    const type = verifyType(url.searchParams.get('type'));
    if (!token) throw validation('Verify requires a token');
    if (!isTokenLike(token)) throw expired();
    outcome = await deps.db.transaction(async (tx) => {
      let found: Found;
      try {
        found = await consume(deps, tx, type, [token]);
      } catch (error) {
        if (error instanceof AuthError) return error;
        throw error;
      }
      if (found.pkce) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
           where id = (select id from auth.flow_state
                       where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                       order by created_at desc limit 1)
           returning auth_code`,
          [found.user.id, found.kind],
        );
        if (!rows[0]) return new AuthError(404, 'flow_state_not_found', 'no valid flow state found');
        return { location: withParams(target, { code: rows[0].auth_code }, 'query') };
      }
      const session = await startSession(deps, tx, found.user, METHOD[found.kind], req.headers['user-agent']);
      return {
        location: withParams(
          target,
          {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: 'bearer',
            type: found.kind === 'recovery' ? 'recovery' : found.kind,
          },
          'hash',
        ),
      };
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    outcome = error;
  }
  if (outcome instanceof AuthError) {
    const params = { error: 'access_denied', error_code: outcome.code, error_description: outcome.message };
    return redirect(res, withParams(target, params, 'hash'));
  }
  redirect(res, outcome.location);
}
