/**
 * The local stack's functions runtime: every function of supabase/functions, served at
 * /functions/v1/{name}[/…] as Supabase serves Edge Functions (the function sees the path from
 * /{name} on), built from the same environment names a hosted project gives them, with
 * SUPABASE_URL pointing back at this stack over loopback. The stack holds none of their
 * behaviour; it only wires them in.
 */

import type { IncomingMessage } from 'node:http';
import type { FunctionEnv, FunctionHandler } from '../../../supabase/functions/_shared/function-env.ts';
import { createHandler as clientErrors } from '../../../supabase/functions/client-errors/handler.ts';
import { createHandler as firstView } from '../../../supabase/functions/first-view/handler.ts';
import { createHandler as linkPreview } from '../../../supabase/functions/link-preview/handler.ts';
import { createHandler as oembed } from '../../../supabase/functions/oembed/handler.ts';
import { createHandler as releaseDownload } from '../../../supabase/functions/release-download/handler.ts';
import { createHandler as verifyUpload } from '../../../supabase/functions/verify-upload/handler.ts';
import type { Handler, StackContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { runWebHandler, toWebRequest } from './web-handler.ts';

/** The functions of supabase/functions, by the name they are deployed under. */
export const FUNCTIONS: Record<string, (env: FunctionEnv) => FunctionHandler> = {
  oembed,
  'link-preview': linkPreview,
  'first-view': firstView,
  'verify-upload': verifyUpload,
  'client-errors': clientErrors,
  'release-download': releaseDownload,
};

/** The site's public origin; the stack serves site and API on one origin. */
function publicSiteUrl(ctx: StackContext): string {
  return ctx.config.siteUrl.replace(/\/+$/, '');
}

/** The environment this stack gives every function, by the names a hosted project uses. */
export function stackFunctionEnv(ctx: StackContext): FunctionEnv {
  return {
    SUPABASE_URL: ctx.internalUrl,
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SITE_URL: publicSiteUrl(ctx),
    // The shell's page as this stack serves it, whatever SITE_URL says (a dev server, a CDN).
    SHELL_INDEX_URL: `${ctx.internalUrl}/index.html`,
    FEATURED_USERNAME: ctx.config.featuredUsername,
  };
}

export function createFunctions(ctx: StackContext) {
  const env = stackFunctionEnv(ctx);
  const handlers = new Map(Object.entries(FUNCTIONS).map(([name, create]) => [name, create(env)]));

  /** Runs function name for a request whose function-relative path (/{name}/…) is given. */
  const invoke: Handler = async (req, res, path, url) => {
    const name = path.split('/')[1] ?? '';
    const fn = handlers.get(name);
    if (!fn) return sendJson(res, 404, { message: `no function at /functions/v1${path}` });
    const local = new URL(url);
    local.pathname = path;
    // As a hosted gateway does: the caller's address (a proxy's header is dropped on arrival
    // unless TRUST_PROXY, http/server.ts, and then kept as the proxy wrote it).
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    return runWebHandler(fn, req, res, local);
  };

  /**
   * The Response of function name for a request whose function-relative path is given, for a
   * caller that sends it on itself (the site: a page gets its ETag and compression there).
   */
  const respond = (req: IncomingMessage, path: string, url: URL): Promise<Response> => {
    const name = path.split('/')[1] ?? '';
    const fn = handlers.get(name);
    if (!fn) throw new Error(`no function named ${name}`);
    const local = new URL(url);
    local.pathname = path;
    return fn(toWebRequest(req, local));
  };

  return {
    respond,
    /** /functions/v1 */
    functions: { handler: invoke },
    /** /oembed: the discovery link's address on the site's own origin */
    oembed: { handler: ((req, res, path, url) => invoke(req, res, `/oembed${path}`, url)) as Handler },
    invoke,
  };
}
