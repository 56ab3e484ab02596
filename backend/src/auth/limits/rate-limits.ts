import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthError } from '../http/auth-error.ts';

/**
 * GoTrue's request limits, kept in memory as GoTrue keeps its per-IP ones (one process serves the
 * stack). Counted per key whether or not an account exists, so a 429 says nothing about who has
 * one. Figures and reasons: docs/architecture.md, "Limits and headers".
 */
export interface RateLimitOptions {
  /** failed password sign-ins per IP and per address in the window (GoTrue: sign_in_sign_ups) */
  passwordFailures?: number;
  /** wrong MFA codes per factor in the window (GoTrue: RATE_LIMIT_VERIFY) */
  mfaFailures?: number;
  /** sign-up requests per IP in the window */
  signUps?: number;
  /** the window, seconds */
  windowSeconds?: number;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export function createRateLimits(options: RateLimitOptions, emailMinInterval: number) {
  const duration = options.windowSeconds ?? 300;
  const limiter = (points: number) => new RateLimiterMemory({ points, duration });
  const passwordByIp = limiter(options.passwordFailures ?? 30);
  const passwordByEmail = limiter(options.passwordFailures ?? 30);
  const mfaByFactor = limiter(options.mfaFailures ?? 30);
  const signUpsByIp = limiter(options.signUps ?? 30);
  // One mail per address per interval, whatever the kind and whether the address has an account.
  const mailByAddress = emailMinInterval > 0 ? limiter(1) : undefined;

  /** Uses a point; throws 429 when there was none left. */
  async function spend(l: RateLimiterMemory, key: string, error = tooMany) {
    try {
      await l.consume(key);
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) throw error(rejected.msBeforeNext);
      throw rejected;
    }
  }

  // An attempt takes its point before the password or code is checked, and a success gives it
  // back: checking first and counting after would let a burst of parallel guesses through.
  return {
    async reservePassword(ip: string, email: string) {
      await spend(passwordByIp, ip);
      try {
        await spend(passwordByEmail, email);
      } catch (error) {
        await passwordByIp.reward(ip);
        throw error;
      }
    },
    async passwordSucceeded(ip: string, email: string) {
      await passwordByIp.reward(ip);
      await passwordByEmail.reward(email);
    },
    reserveMfaVerify: (factorId: string) => spend(mfaByFactor, factorId),
    mfaSucceeded: (factorId: string) => mfaByFactor.reward(factorId).then(() => undefined),
    signUp: (ip: string) => spend(signUpsByIp, ip),
    mail: (email: string) => (mailByAddress ? spend(mailByAddress, email, tooSoon) : Promise.resolve()),
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooMany(msBeforeNext: number) {
  return new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'retry-after': String(seconds(msBeforeNext)) },
  );
}

function tooSoon(msBeforeNext: number) {
  const wait = seconds(msBeforeNext);
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${wait} seconds.`,
    {},
    { 'retry-after': String(wait) },
  );
}
