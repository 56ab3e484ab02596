import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../http/respond.ts';

/**
 * An error as Supabase Auth reports it. supabase-js reads `code` as the error code when the reply
 * carries X-Supabase-Api-Version ≥ 2024-01-01, else `error_code`; browsers only see that header
 * when CORS exposes it, so the error code is always sent as error_code too.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** response headers, such as a 429's Retry-After */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const API_VERSION = '2024-01-01';

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError) {
  const modern = typeof req.headers['x-supabase-api-version'] === 'string';
  if (modern) {
    sendJson(
      res,
      error.status,
      { code: error.code, error_code: error.code, message: error.message, ...error.extra },
      { ...error.headers, 'x-supabase-api-version': API_VERSION },
    );
  } else {
    sendJson(
      res,
      error.status,
      { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
      error.headers,
    );
  }
}

export const validation = (message: string) => new AuthError(400, 'validation_failed', message);
