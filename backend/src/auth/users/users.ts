import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** A row of auth.users with the columns /auth/v1 reads. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token_new, email_change_sent_at,
  reauthentication_token, reauthentication_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, confirmed_at, banned_until, is_anonymous`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

/** Some user, any: the stand-in whose mail an unknown address rehearses (session/rehearse.ts). */
export async function anyUser(db: Queryable): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where deleted_at is null limit 1`,
  );
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserByToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'reauthentication_token',
  tokenHash: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where ${column} = $1 and deleted_at is null for update`,
    [tokenHash],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  provider: string;
  confirmed: boolean;
  /** identity_data for the provider's identity; the email identity when absent. */
  identity?: { providerId: string; data: Record<string, unknown> };
}

/** Inserts a user with its first identity, as GoTrue does (an e-mail user has an "email" identity). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const appMetadata = { provider: user.provider, providers: [user.provider], ...user.appMetadata };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), false, false, '', '', '', '')
     returning ${COLUMNS}`,
    [
      id,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  const identity = user.identity ?? {
    providerId: id,
    data: { sub: id, email: user.email, email_verified: false, phone_verified: false },
  };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [identity.providerId, id, JSON.stringify(identity.data), user.provider],
  );
  return rows[0] as UserRow;
}

export async function markEmailConfirmed(db: Queryable, userId: string) {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

const iso = (value: Date | string | null | undefined) =>
  value ? (value instanceof Date ? value : new Date(value)).toISOString() : undefined;

/** The user object of GoTrue's replies (GET /user, sign-up, sessions). */
export async function userJson(db: Queryable, user: UserRow) {
  const identities = await db.query<{
    id: string;
    provider_id: string;
    user_id: string;
    identity_data: Record<string, unknown>;
    provider: string;
    last_sign_in_at: Date | null;
    created_at: Date;
    updated_at: Date;
    email: string | null;
  }>(`select * from auth.identities where user_id = $1 order by created_at`, [user.id]);
  const factors = await db.query<{
    id: string;
    friendly_name: string | null;
    factor_type: string;
    status: string;
    created_at: Date;
    updated_at: Date;
  }>(
    `select id, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors
     where user_id = $1 order by created_at`,
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    invited_at: iso(user.invited_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    ...(factors.rows.length
      ? {
          factors: factors.rows.map((f) => ({
            id: f.id,
            friendly_name: f.friendly_name ?? '',
            factor_type: f.factor_type,
            status: f.status,
            created_at: iso(f.created_at),
            updated_at: iso(f.updated_at),
          })),
        }
      : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** PostgreSQL's unique_violation (both drivers report the SQLSTATE as code). */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Runs a read-then-insert once more when a concurrent request inserted the same address first:
 * the second run sees that user and takes the path for an existing one.
 */
export async function retryOnUniqueViolation<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fn();
  }
}

/**
 * What sign-up answers for an address that already has a confirmed account: the reply a new
 * sign-up gets (same fields, one e-mail identity), for a user that does not exist, so the reply
 * says nothing about who has an account. No mail is sent and nothing is stored.
 */
export function decoyUserJson(email: string, userMetadata: Record<string, unknown>) {
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: undefined,
    phone: '',
    confirmation_sent_at: now,
    confirmed_at: undefined,
    recovery_sent_at: undefined,
    last_sign_in_at: undefined,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [
      {
        identity_id: randomUUID(),
        id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: false, phone_verified: false },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
