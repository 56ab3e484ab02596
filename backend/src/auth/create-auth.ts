import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, StackContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { resolveAuthConfig } from './config.ts';
import { AuthError, sendAuthError } from './http/auth-error.ts';
import { createRateLimits } from './limits/rate-limits.ts';
import { type MailDevServer, startMailDev } from './mail/maildev.ts';
import { createMailer } from './mail/mailer.ts';
import { factorRoutes } from './mfa/factor-routes.ts';
import { createOidc } from './oidc/oidc.ts';
import type { AuthDeps } from './session/sessions.ts';
import { signup } from './session/signup.ts';
import { token } from './session/token.ts';
import { adminUsers } from './users/admin-routes.ts';
import { generateLink, invite } from './users/invite-and-links.ts';
import { reauthenticate } from './users/reauthenticate.ts';
import { getUser, logout, updateUser } from './users/user-routes.ts';
import { otp, recover, resend } from './verify/send-link.ts';
import { verifyGet, verifyPost } from './verify/verify.ts';

/**
 * /auth/v1: the Supabase Auth (GoTrue) API that supabase-js's auth client speaks. Sessions,
 * refresh tokens, factors and identities live in GoTrue's own auth.* tables (db/base/11-auth-*.sql).
 */
export async function createAuth(
  ctx: StackContext,
): Promise<{ handler: Handler; close: () => Promise<void> }> {
  const config = resolveAuthConfig(ctx.config.siteUrl, ctx.config.auth);
  const limits = createRateLimits(config.rateLimits, config.emailMinInterval);
  const deps: AuthDeps = { db: ctx.db, config, jwtSecret: ctx.keys.jwtSecret, limits };
  let maildev: MailDevServer | undefined;
  if (config.startMailDev && !config.smtpHost)
    maildev = await startMailDev(config.smtpPort, config.maildevWebPort);
  const mailer = createMailer(config.smtpHost ?? '127.0.0.1', config.smtpPort);
  const oidc = createOidc(deps);

  const settings = () => ({
    external: {
      email: true,
      phone: false,
      anonymous_users: config.anonymousSignIns,
      ...(config.oidc ? { [config.oidc.provider]: true } : {}),
    },
    disable_signup: false,
    mailer_autoconfirm: !config.emailConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    const key = `${method} ${path}`;
    switch (key) {
      case 'GET /health':
        return {
          version: 'hifi-local',
          name: 'GoTrue',
          description: 'Supabase Auth compatible API of the local stack',
        };
      case 'GET /settings':
        return settings();
      case 'GET /.well-known/jwks.json':
        return { keys: ctx.keys.signingKey ? [ctx.keys.signingKey.publicJwk] : [] };
      case 'POST /signup':
        return signup(deps, mailer, req, url);
      case 'POST /token':
        return token(deps, req, url);
      case 'POST /otp':
        return otp(deps, mailer, req, url);
      case 'POST /magiclink':
        return otp(deps, mailer, req, url);
      case 'POST /recover':
        return recover(deps, mailer, req, url);
      case 'POST /resend':
        return resend(deps, mailer, req, url);
      case 'POST /verify':
        return verifyPost(deps, req);
      case 'GET /verify':
        await verifyGet(deps, req, res, url);
        return undefined;
      case 'POST /invite':
        return invite(deps, mailer, req, url);
      case 'POST /admin/generate_link':
        return generateLink(deps, req);
      case 'GET /reauthenticate':
        return reauthenticate(deps, mailer, req);
      case 'GET /user':
        return getUser(deps, req);
      case 'PUT /user':
        return updateUser(deps, req);
      case 'POST /logout':
        await logout(deps, req, url);
        res.writeHead(204);
        res.end();
        return undefined;
      case 'GET /authorize':
        await oidc.authorize(req, res, url);
        return undefined;
      case 'GET /callback':
        await oidc.callback(req, res, url);
        return undefined;
    }
    const admin = /^\/admin\/users(?:\/([^/]+))?$/.exec(path);
    if (admin) return adminUsers(deps, req, res, admin[1], url);
    if (path === '/factors' || path.startsWith('/factors/')) return factorRoutes(deps, req, path, config);
    throw new AuthError(404, 'not_found', `no auth route ${method} ${path}`);
  }

  const handler: Handler = async (req, res, path, url) => {
    try {
      const body = await route(req, res, path, url);
      if (!res.headersSent) sendJson(res, 200, body ?? {});
    } catch (error) {
      if (!(error instanceof AuthError) || res.headersSent) throw error;
      sendAuthError(req, res, error);
    }
  };

  return {
    handler,
    async close() {
      mailer.close();
      await maildev?.close();
    },
  };
}
