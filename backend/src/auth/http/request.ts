import type { IncomingMessage } from 'node:http';
import { callerAddress } from '../../http/caller-address.ts';
import { HttpError, readJson } from '../../http/respond.ts';
import { AuthError, validation } from './auth-error.ts';

export type Body = Record<string, unknown>;

/** The JSON object of a request; anything else is a 400 in GoTrue's shape. */
export async function readBody(req: IncomingMessage): Promise<Body> {
  let body: unknown;
  try {
    body = await readJson(req, 64 * 1024);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new AuthError(
        error.status,
        error.status === 413 ? 'request_too_large' : 'bad_json',
        error.message,
      );
    }
    throw error;
  }
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'request body must be a JSON object');
  }
  // PostgreSQL text and jsonb cannot hold NUL: refuse it here rather than fail in the database.
  if (JSON.stringify(body).includes('\\u0000')) throw validation('NUL characters are not allowed');
  return body as Body;
}

export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validation(`${key} must be a string`);
  return value;
}

export function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw validation(`${key} must be an object`);
  return value as Record<string, unknown>;
}

// GoTrue's format check (checkmail's): the local part's allowed characters, then host labels of
// letters, digits and inner hyphens; "xx:;x@x.x" is refused.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normalizeEmail(value: string | undefined): string {
  if (!value) throw validation('An email address is required');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

export const clientIp = callerAddress;

/** A token-like value from a URL or body: anything outside its alphabet cannot match, so it is refused early. */
export function isTokenLike(value: string, max = 255): boolean {
  return value.length > 0 && value.length <= max && /^[A-Za-z0-9_.~-]+$/.test(value);
}
