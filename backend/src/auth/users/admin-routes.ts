import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, validation } from '../http/auth-error.ts';
import { normalizeEmail, optionalObject, optionalString, readBody } from '../http/request.ts';
import { requireServiceRole } from '../session/authenticate.ts';
import type { AuthDeps } from '../session/sessions.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  markEmailConfirmed,
  type UserRow,
  userJson,
} from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userOr404(deps: AuthDeps, id: string): Promise<UserRow> {
  const user = UUID.test(id) ? await findUserById(deps.db, id) : undefined;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** The admin users API under /admin/users, for the service_role key only. Returns the reply body. */
export async function adminUsers(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  id: string | undefined,
  url: URL,
): Promise<unknown> {
  await requireServiceRole(req, deps.jwtSecret);
  const method = req.method ?? 'GET';
  if (!id && method === 'POST') return createUser(deps, req);
  if (!id && method === 'GET') return listUsers(deps, res, url);
  if (id && method === 'GET') return userJson(deps.db, await userOr404(deps, id));
  if (id && method === 'PUT') return updateUser(deps, req, await userOr404(deps, id));
  if (id && method === 'DELETE') {
    const user = await userOr404(deps, id);
    await deps.db.query(`delete from auth.users where id = $1`, [user.id]);
    return {};
  }
  throw new AuthError(405, 'method_not_allowed', `${method} is not allowed here`);
}

async function createUser(deps: AuthDeps, req: IncomingMessage) {
  const body = await readBody(req);
  const email = normalizeEmail(optionalString(body, 'email'));
  const raw = optionalString(body, 'password');
  const passwordHash = raw
    ? await hashPassword(checkPasswordStrength(raw, deps.config.passwordMinLength))
    : null;
  const exists = () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  const user = await deps.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw exists();
      }
      const created = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: optionalObject(body, 'user_metadata'),
        appMetadata: optionalObject(body, 'app_metadata'),
        provider: 'email',
        confirmed: body.email_confirm === true,
      });
      if (body.email_confirm === true) await markEmailConfirmed(tx, created.id);
      return findUserById(tx, created.id);
    })
    .catch((error) => {
      // Another request created the same address between the check and the insert.
      throw isUniqueViolation(error) ? exists() : error;
    });
  return userJson(deps.db, user as UserRow);
}

async function listUsers(deps: AuthDeps, res: ServerResponse, url: URL) {
  // supabase-js's listUsers() with no arguments sends them empty: GoTrue's defaults then.
  const page = Number(url.searchParams.get('page') || 1);
  const perPage = Number(url.searchParams.get('per_page') || 50);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    throw validation('page must be ≥ 1 and per_page between 1 and 1000');
  }
  const total = Number(
    (
      await deps.db.query<{ n: number | string }>(
        `select count(*) as n from auth.users where deleted_at is null`,
      )
    ).rows[0]?.n ?? 0,
  );
  const { rows } = await deps.db.query<{ id: string }>(
    `select id from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) {
    const user = await findUserById(deps.db, row.id);
    if (user) users.push(await userJson(deps.db, user));
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${deps.config.siteUrl}/auth/v1/admin/users`;
  const links = [`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`];
  if (page < lastPage) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  res.setHeader('x-total-count', String(total));
  res.setHeader('link', links.join(', '));
  return { aud: 'authenticated', users };
}

async function updateUser(deps: AuthDeps, req: IncomingMessage, user: UserRow) {
  const body = await readBody(req);
  const raw = optionalString(body, 'password');
  const passwordHash = raw
    ? await hashPassword(checkPasswordStrength(raw, deps.config.passwordMinLength))
    : undefined;
  const userMetadata = optionalObject(body, 'user_metadata');
  const appMetadata = optionalObject(body, 'app_metadata');
  const rawEmail = optionalString(body, 'email');
  const email = rawEmail === undefined ? undefined : normalizeEmail(rawEmail);
  const exists = () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  await deps.db
    .transaction(async (tx) => {
      // An admin sets the address outright, as GoTrue's admin API does: no confirmation mail.
      if (email && email !== user.email) {
        if (await findUserByEmail(tx, email)) throw exists();
        await tx.query(
          `update auth.users set email = $1, email_change = '', email_change_token_new = '', updated_at = now() where id = $2`,
          [email, user.id],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $1::text),
           updated_at = now()
         where user_id = $2 and provider = 'email'`,
          [email, user.id],
        );
      }
      if (passwordHash) {
        await tx.query(`update auth.users set encrypted_password = $1, updated_at = now() where id = $2`, [
          passwordHash,
          user.id,
        ]);
      }
      if (userMetadata) {
        await tx.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $1::jsonb, updated_at = now() where id = $2`,
          [JSON.stringify(userMetadata), user.id],
        );
      }
      if (appMetadata) {
        await tx.query(
          `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $1::jsonb, updated_at = now() where id = $2`,
          [JSON.stringify(appMetadata), user.id],
        );
      }
      if (body.email_confirm === true) await markEmailConfirmed(tx, user.id);
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? exists() : error;
    });
  return userJson(deps.db, await userOr404(deps, user.id));
}
