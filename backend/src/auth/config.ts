import type { RateLimitOptions } from './limits/rate-limits.ts';

/** What /auth/v1 can be told, by environment (authOptionsFromEnv) or by a test (StackConfig.auth). */
export interface AuthOptions {
  /** Sign-up must confirm the address by mail before signing in (GoTrue's MAILER_AUTOCONFIRM=false). */
  emailConfirm?: boolean;
  /** Lifetime of an access token in seconds. */
  jwtExpiry?: number;
  /** Further allowed redirect targets besides the site URL; a trailing * matches any path below. */
  redirectAllowList?: string[];
  /** SMTP server to send through; when absent the stack starts MailDev itself. */
  smtpHost?: string;
  smtpPort?: number;
  /**
   * Start MailDev in this process on smtpPort/maildevWebPort. configFromEnv turns it on when SMTP_HOST
   * is not set (so `pnpm start` has a mail catcher); stacks built without it (tests) never bind those ports.
   */
  startMailDev?: boolean;
  /** MailDev's web UI and REST API port (when the stack starts MailDev). */
  maildevWebPort?: number;
  /** Mail sent by the whole stack per hour (GoTrue's RATE_LIMIT_EMAIL_SENT). */
  emailsPerHour?: number;
  /** Seconds before the same address can be sent the same kind of mail again (SMTP_MAX_FREQUENCY). */
  emailMinInterval?: number;
  /** Seconds a mailed link or code stays valid (MAILER_OTP_EXP). */
  otpExpiry?: number;
  /** Seconds a just-rotated refresh token may still be used again, for racing tabs. */
  refreshTokenReuseInterval?: number;
  /** signInAnonymously() (GoTrue's EXTERNAL_ANONYMOUS_USERS_ENABLED; off by default, as on Supabase). */
  anonymousSignIns?: boolean;
  /** Minimum password length (GoTrue's PASSWORD_MIN_LENGTH). */
  passwordMinLength?: number;
  oidc?: OidcOptions;
  /** Request limits (AUTH_RATE_LIMIT_*); see limits/rate-limits.ts. */
  rateLimits?: RateLimitOptions;
}

export interface OidcOptions {
  /** The provider name clients pass to signInWithOAuth({ provider }). */
  provider: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes?: string;
}

export type AuthConfig = Required<Omit<AuthOptions, 'smtpHost' | 'oidc'>> &
  Pick<AuthOptions, 'smtpHost' | 'oidc'> & { siteUrl: string };

export function resolveAuthConfig(siteUrl: string, options: AuthOptions = {}): AuthConfig {
  return {
    siteUrl,
    emailConfirm: options.emailConfirm ?? true,
    jwtExpiry: options.jwtExpiry ?? 3600,
    redirectAllowList: options.redirectAllowList ?? [],
    smtpHost: options.smtpHost,
    smtpPort: options.smtpPort ?? 1025,
    startMailDev: options.startMailDev ?? false,
    maildevWebPort: options.maildevWebPort ?? 1080,
    emailsPerHour: options.emailsPerHour ?? 30,
    emailMinInterval: options.emailMinInterval ?? 60,
    otpExpiry: options.otpExpiry ?? 3600,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    passwordMinLength: options.passwordMinLength ?? 6,
    anonymousSignIns: options.anonymousSignIns ?? false,
    oidc: options.oidc,
    rateLimits: options.rateLimits ?? {},
  };
}

const number = (value: string | undefined) => (value ? Number(value) : undefined);
const flag = (value: string | undefined) => (value ? !/^(0|false|off|no)$/i.test(value) : undefined);

export function authOptionsFromEnv(env: NodeJS.ProcessEnv): AuthOptions {
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          provider: env.OIDC_PROVIDER || 'keycloak',
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
          scopes: env.OIDC_SCOPES || undefined,
        }
      : undefined;
  return {
    emailConfirm: flag(env.AUTH_EMAIL_CONFIRM),
    anonymousSignIns: flag(env.AUTH_ANONYMOUS_SIGN_INS),
    jwtExpiry: number(env.JWT_EXPIRY),
    redirectAllowList: env.AUTH_REDIRECT_ALLOW_LIST?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpHost: env.SMTP_HOST || undefined,
    smtpPort: number(env.SMTP_PORT),
    startMailDev: !env.SMTP_HOST,
    maildevWebPort: number(env.MAILDEV_WEB_PORT),
    emailsPerHour: number(env.AUTH_EMAILS_PER_HOUR),
    emailMinInterval: number(env.AUTH_EMAIL_MIN_INTERVAL),
    otpExpiry: number(env.AUTH_OTP_EXPIRY),
    rateLimits: {
      passwordFailures: number(env.AUTH_RATE_LIMIT_PASSWORD_FAILURES),
      mfaFailures: number(env.AUTH_RATE_LIMIT_MFA_FAILURES),
      signUps: number(env.AUTH_RATE_LIMIT_SIGN_UPS),
    },
    oidc,
  };
}
