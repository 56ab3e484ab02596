import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AuthConfig } from '../config.ts';
import { AuthError, validation } from '../http/auth-error.ts';
import { clientIp, optionalString, readBody } from '../http/request.ts';
import { requireUser, type SignedIn } from '../session/authenticate.ts';
import { type AuthDeps, addAmrClaim, insertRefreshToken, tokenReply } from '../session/sessions.ts';

// GoTrue's defaults: a challenge is answerable for 5 minutes; at most 10 factors per user.
const CHALLENGE_TTL_MS = 300_000;
const MAX_FACTORS = 10;
const MAX_CODE_ATTEMPTS = 5;

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

function totpFor(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** /factors: TOTP factors (enroll, challenge, verify → aal2, unenroll). Phone and WebAuthn are not enabled. */
export async function factorRoutes(deps: AuthDeps, req: IncomingMessage, path: string, config: AuthConfig) {
  const signedIn = await requireUser(req, deps.jwtSecret, deps.db);
  const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/.exec(path);
  if (!match) throw new AuthError(404, 'not_found', `no auth route ${path}`);
  const [, factorId, action] = match;
  if (!factorId && req.method === 'POST') return enroll(deps, req, signedIn, config);
  if (!factorId) throw new AuthError(405, 'method_not_allowed', `${req.method} is not allowed here`);
  const factor = UUID.test(factorId)
    ? (
        await deps.db.query<FactorRow>(`select * from auth.mfa_factors where id = $1 and user_id = $2`, [
          factorId,
          signedIn.user.id,
        ])
      ).rows[0]
    : undefined;
  if (!factor) throw notFound();
  if (action === 'challenge' && req.method === 'POST') return challenge(deps, req, factor);
  if (action === 'verify' && req.method === 'POST') return verify(deps, req, signedIn, factor);
  if (!action && req.method === 'DELETE') return unenroll(deps, signedIn, factor);
  throw new AuthError(405, 'method_not_allowed', `${req.method} is not allowed here`);
}

async function enroll(deps: AuthDeps, req: IncomingMessage, signedIn: SignedIn, config: AuthConfig) {
  const body = await readBody(req);
  const type = optionalString(body, 'factor_type');
  if (type === 'phone')
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (type !== 'totp') throw validation('factor_type needs to be totp, phone or webauthn');
  const friendlyName = optionalString(body, 'friendly_name') ?? '';
  const issuer = optionalString(body, 'issuer') ?? new URL(config.siteUrl).hostname;
  const { rows } = await deps.db.query<{ status: string; friendly_name: string | null }>(
    `select status, friendly_name from auth.mfa_factors where user_id = $1`,
    [signedIn.user.id],
  );
  if (rows.length >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (rows.some((r) => r.status === 'verified') && signedIn.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (friendlyName && rows.some((r) => r.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, signedIn.user.email).toString();
  // supabase-js prefixes the SVG with "data:image/svg+xml;utf-8," itself, as with GoTrue's reply.
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const id = randomUUID();
  await deps.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, signedIn.user.id, friendlyName, secret],
  );
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
}

async function challenge(deps: AuthDeps, req: IncomingMessage, factor: FactorRow) {
  const body = await readBody(req);
  if (body.channel !== undefined && factor.factor_type === 'totp') {
    throw validation('channel is only for phone factors');
  }
  const id = randomUUID();
  const { rows } = await deps.db.query<{ created_at: Date }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet) returning created_at`,
    [id, factor.id, clientIp(req)],
  );
  const createdAt = new Date(rows[0]?.created_at ?? Date.now()).getTime();
  return { id, type: factor.factor_type, expires_at: Math.floor((createdAt + CHALLENGE_TTL_MS) / 1000) };
}

/** Checks a TOTP code against a challenge; on success the session becomes aal2 and new tokens are issued. */
async function verify(deps: AuthDeps, req: IncomingMessage, signedIn: SignedIn, factor: FactorRow) {
  const body = await readBody(req);
  const challengeId = optionalString(body, 'challenge_id');
  const code = optionalString(body, 'code');
  if (!challengeId || !code) throw validation('challenge_id and code are required');
  await deps.limits.reserveMfaVerify(factor.id);
  const outcome = await deps.db.transaction(async (tx) => {
    const found = UUID.test(challengeId)
      ? (
          await tx.query<{ created_at: Date; verified_at: Date | null }>(
            `select created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
            [challengeId, factor.id],
          )
        ).rows[0]
      : undefined;
    if (!found) return new AuthError(404, 'mfa_challenge_not_found', 'Challenge not found');
    if (found.verified_at)
      return new AuthError(422, 'mfa_challenge_expired', 'Challenge has already been verified');
    if (new Date(found.created_at).getTime() + CHALLENGE_TTL_MS < Date.now()) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
      return new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const totp = totpFor(factor.secret ?? '', 'hifi', signedIn.user.email);
    if (!/^\d{6}$/.test(code) || totp.validate({ token: code, window: 1 }) === null) {
      // Count wrong codes per challenge; past the limit the challenge is gone and guessing has to
      // start over with a new one (each only answerable for a few minutes).
      await tx.query(
        `insert into auth.audit_log_entries (instance_id, id, payload, created_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2::json, now())`,
        [randomUUID(), JSON.stringify({ action: 'mfa_code_failed', challenge_id: challengeId })],
      );
      const { rows } = await tx.query<{ n: number | string }>(
        `select count(*) as n from auth.audit_log_entries
         where payload ->> 'action' = 'mfa_code_failed' and payload ->> 'challenge_id' = $1`,
        [challengeId],
      );
      if (Number(rows[0]?.n ?? 0) >= MAX_CODE_ATTEMPTS) {
        await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
      }
      return new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now(), last_challenged_at = now() where id = $1`,
      [factor.id],
    );
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $1, updated_at = now() where id = $2`,
      [factor.id, signedIn.sessionId],
    );
    await addAmrClaim(tx, signedIn.sessionId, 'totp');
    const refreshToken = await insertRefreshToken(tx, signedIn.user.id, signedIn.sessionId, null);
    return tokenReply(deps, tx, signedIn.user.id, signedIn.sessionId, refreshToken);
  });
  // Only a wrong code keeps its point (a stale or unknown challenge is not a guess).
  if (outcome instanceof AuthError && outcome.code === 'mfa_verification_failed') throw outcome;
  await deps.limits.mfaSucceeded(factor.id);
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

async function unenroll(deps: AuthDeps, signedIn: SignedIn, factor: FactorRow) {
  if (factor.status === 'verified' && signedIn.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  return { id: factor.id };
}
