import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { Queryable } from '../../db/database.ts';
import { AuthError, validation } from '../http/auth-error.ts';
import { readPkce } from '../http/pkce.ts';
import { redirect, safeRedirect, withParams } from '../http/redirect.ts';
import { type AuthDeps, startSession } from '../session/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  type UserRow,
} from '../users/users.ts';

// The state round-trips through the browser: signed, short-lived, and only good for this purpose.
const STATE_AUDIENCE = 'hifi:oauth-state';
const STATE_TTL_S = 600;

interface StateClaims {
  referrer: string;
  flow_state_id?: string;
  client_state_id: string;
}

class CallbackError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Social sign-in through one OpenID Connect provider: GET /authorize sends the browser to it,
 * GET /callback trades the code (with this server's own PKCE verifier), finds or creates the user
 * by the provider's subject (linking a verified e-mail to an existing account) and lands the browser
 * back on the site signed in — tokens in the fragment, or ?code= for a PKCE client.
 */
export function createOidc(deps: AuthDeps) {
  const secret = new TextEncoder().encode(deps.jwtSecret);
  const redirectUri = `${deps.config.siteUrl}/auth/v1/callback`;
  let discovered: Promise<client.Configuration> | undefined;

  function provider() {
    const oidc = deps.config.oidc;
    if (!oidc) throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    // Discovered on first use, so the stack starts even while the provider is down; retried after a failure.
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        undefined,
        client.ClientSecretBasic(oidc.clientSecret),
        new URL(oidc.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return { oidc, configuration: discovered };
  }

  async function authorize(_req: IncomingMessage, res: ServerResponse, url: URL) {
    const name = url.searchParams.get('provider');
    if (!name) throw validation('Unsupported provider: missing provider');
    const { oidc, configuration } = provider();
    if (name !== oidc.provider) {
      throw new AuthError(400, 'validation_failed', `Unsupported provider: provider ${name} is not enabled`);
    }
    const pkce = readPkce(Object.fromEntries(url.searchParams));
    const referrer = safeRedirect(deps.config, url.searchParams.get('redirect_to'));
    let config: client.Configuration;
    try {
      config = await configuration;
    } catch (error) {
      console.error('[auth] OpenID discovery failed:', error);
      throw new AuthError(500, 'unexpected_failure', `Could not reach the ${name} sign-in provider`);
    }
    const verifier = client.randomPKCECodeVerifier();
    const clientStateId = randomUUID();
    let flowStateId: string | undefined;
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.oauth_client_states (id, provider_type, code_verifier, created_at) values ($1, $2, $3, now())`,
        [clientStateId, name, verifier],
      );
      if (pkce) {
        flowStateId = randomUUID();
        await tx.query(
          `insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type,
             created_at, updated_at, authentication_method)
           values ($1, $2, $3, $4, $5, now(), now(), 'oauth')`,
          [flowStateId, randomUUID(), pkce.method, pkce.codeChallenge, name],
        );
      }
    });
    const state = await new SignJWT({
      referrer,
      client_state_id: clientStateId,
      ...(flowStateId ? { flow_state_id: flowStateId } : {}),
    } satisfies StateClaims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(STATE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${STATE_TTL_S}s`)
      .sign(secret);
    const scopes = new Set(['openid', 'email', 'profile', ...(oidc.scopes ?? '').split(/[\s,]+/)]);
    for (const s of (url.searchParams.get('scopes') ?? '').split(/[\s,]+/)) scopes.add(s);
    scopes.delete('');
    const target = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: [...scopes].join(' '),
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    redirect(res, target.href);
  }

  async function callback(_req: IncomingMessage, res: ServerResponse, url: URL) {
    let state: StateClaims;
    try {
      const verified = await jwtVerify(url.searchParams.get('state') ?? '', secret, {
        audience: STATE_AUDIENCE,
        algorithms: ['HS256'],
      });
      state = verified.payload as unknown as StateClaims;
    } catch {
      const params = {
        error: 'invalid_request',
        error_code: 'bad_oauth_state',
        error_description: 'OAuth state is invalid or has expired',
      };
      return redirect(res, withParams(deps.config.siteUrl, params, 'hash'));
    }
    const referrer = safeRedirect(deps.config, state.referrer);
    const fail = (code: string, description: string) =>
      redirect(
        res,
        withParams(
          referrer,
          { error: 'access_denied', error_code: code, error_description: description },
          'hash',
        ),
      );
    const providerError = url.searchParams.get('error');
    if (providerError) {
      return fail(
        providerError,
        url.searchParams.get('error_description') ?? 'The provider refused the sign-in',
      );
    }
    try {
      const location = await finishSignIn(url, state, referrer);
      redirect(res, location);
    } catch (error) {
      if (error instanceof CallbackError) return fail(error.code, error.message);
      if (error instanceof AuthError) return fail(error.code, error.message);
      console.error('[auth] OpenID callback failed:', error);
      return fail('unexpected_failure', 'Signing in with the provider failed');
    }
  }

  async function finishSignIn(url: URL, state: StateClaims, referrer: string): Promise<string> {
    const { oidc, configuration } = provider();
    const config = await configuration;
    const row = (
      await deps.db.query<{ code_verifier: string }>(
        `delete from auth.oauth_client_states where id = $1 returning code_verifier`,
        [state.client_state_id],
      )
    ).rows[0];
    if (!row) throw new CallbackError('bad_oauth_callback', 'OAuth callback was already used');
    const current = new URL(`${redirectUri}${url.search}`);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: url.searchParams.get('state') ?? '',
      });
    } catch (error) {
      console.error('[auth] code exchange with the provider failed:', error);
      throw new CallbackError('bad_oauth_callback', 'The provider did not accept the sign-in code');
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new CallbackError('bad_oauth_callback', 'The provider sent no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (!claims.email) {
      claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    }
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
    if (!email)
      throw new CallbackError(
        'provider_email_needs_verification',
        'Error getting user email from external provider',
      );
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';

    return deps.db.transaction(async (tx) => {
      const user = await findOrCreateUser(tx, oidc.provider, idClaims.sub, email, emailVerified, claims);
      if (state.flow_state_id) {
        const { rows } = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $1, auth_code_issued_at = now(), updated_at = now(),
             provider_access_token = $2, provider_refresh_token = $3
           where id = $4 and user_id is null returning auth_code`,
          [user.id, tokens.access_token, tokens.refresh_token ?? null, state.flow_state_id],
        );
        if (!rows[0]) throw new CallbackError('flow_state_not_found', 'no valid flow state found');
        return withParams(referrer, { code: rows[0].auth_code }, 'query');
      }
      const session = await startSession(deps, tx, user, 'oauth');
      return withParams(
        referrer,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          provider_token: tokens.access_token,
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        },
        'hash',
      );
    });
  }

  return { authorize, callback };
}

async function findOrCreateUser(
  tx: Queryable,
  provider: string,
  subject: string,
  email: string,
  emailVerified: boolean,
  claims: Record<string, unknown>,
): Promise<UserRow> {
  const identityData = {
    iss: claims.iss,
    sub: subject,
    email,
    email_verified: emailVerified,
    phone_verified: false,
    name: claims.name,
    full_name: claims.name,
    picture: claims.picture,
    avatar_url: claims.picture,
    provider_id: subject,
  };
  const identity = (
    await tx.query<{ user_id: string }>(
      `update auth.identities set identity_data = $1::jsonb, last_sign_in_at = now(), updated_at = now()
       where provider = $2 and provider_id = $3 returning user_id`,
      [JSON.stringify(identityData), provider, subject],
    )
  ).rows[0];
  if (identity) {
    const user = await findUserById(tx, identity.user_id);
    if (!user) throw new CallbackError('user_not_found', 'User not found');
    if (emailVerified) await markEmailConfirmed(tx, user.id);
    return user;
  }
  if (!emailVerified) {
    throw new CallbackError('provider_email_needs_verification', `Unverified email with ${provider}`);
  }
  const existing = await findUserByEmail(tx, email);
  if (existing) {
    // The provider vouches for the address, so the account that owns it gains this identity.
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
      [subject, existing.id, JSON.stringify(identityData), provider],
    );
    await tx.query(
      `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
         (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
            coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || jsonb_build_array($2::text)) p)),
         updated_at = now()
       where id = $1`,
      [existing.id, provider],
    );
    await markEmailConfirmed(tx, existing.id);
    return existing;
  }
  return insertUser(tx, {
    email,
    passwordHash: null,
    userMetadata: identityData,
    provider,
    confirmed: true,
    identity: { providerId: subject, data: identityData },
  });
}
