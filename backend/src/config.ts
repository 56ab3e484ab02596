import { resolve } from 'node:path';
import { type AuthOptions, authOptionsFromEnv } from './auth/config.ts';

export const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

export interface StackConfig {
  port: number;
  host: string;
  /** The public address of the site and the API (they share one origin). */
  siteUrl: string;
  /** PostgreSQL when set; otherwise PGlite. */
  databaseUrl?: string;
  /** Local data: PGlite files, stored objects, the generated JWT secret. undefined = in memory (tests). */
  dataDir?: string;
  /**
   * In memory only: PGlite starts from this dumped data directory instead of running initdb, so
   * a test stack starts in seconds (test/pglite-image.ts makes a migrated one).
   */
  pgliteImage?: string;
  jwtSecret?: string;
  /** The ES256 private JWK that signs access tokens (JWT_SIGNING_KEY); generated into dataDir when absent. */
  jwtSigningKey?: string;
  /**
   * A proxy in front of the stack writes X-Forwarded-For/-Host/-Proto (TRUST_PROXY); without it
   * those headers are dropped on arrival (http/server.ts).
   */
  trustProxy?: boolean;
  /** /auth/v1: mail, confirmation, tokens, social sign-in (see backend/src/auth/config.ts). */
  auth?: AuthOptions;
  /** Seconds after which an unfinished tus upload is removed (ORPHAN_TTL_SECONDS; default a day). */
  orphanTtlSeconds?: number;
  /**
   * Whose newest track Discover features: the name the site was built with
   * (PUBLIC_FEATURED_USERNAME), so the first view's featured card is the app's. Default 'ada'.
   */
  featuredUsername?: string;
  /** The migrations applied at start (MIGRATIONS_DIR; default supabase/migrations). */
  migrationsDir?: string;
}

export function configFromEnv(env = process.env): StackConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data')),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSigningKey: env.JWT_SIGNING_KEY || undefined,
    trustProxy: !!env.TRUST_PROXY && !/^(0|false|off|no)$/i.test(env.TRUST_PROXY),
    auth: authOptionsFromEnv(env),
    orphanTtlSeconds: env.ORPHAN_TTL_SECONDS ? Number(env.ORPHAN_TTL_SECONDS) : undefined,
    featuredUsername: env.PUBLIC_FEATURED_USERNAME || undefined,
    migrationsDir: env.MIGRATIONS_DIR ? resolve(env.MIGRATIONS_DIR) : undefined,
  };
}
