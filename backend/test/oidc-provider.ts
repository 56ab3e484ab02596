import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../src/http/free-port.ts';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port. Its login and consent screens are
 * replaced by an interaction handler that signs in `account` at once, as a user clicking through would.
 */
export async function startOidcProvider(clientId: string, clientSecret: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const state: { account?: TestAccount; redirectUris: string[] } = { redirectUris: [] };
  const accounts = new Map<string, TestAccount>();

  let provider: Provider | undefined;
  let server: Server | undefined;

  /** Registers the relying party's callback (known only once the stack listens) and starts serving. */
  async function start(redirectUri: string) {
    provider = new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['test-only-cookie-signing-key'] },
      features: { devInteractions: { enabled: false } },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx, id) {
        const account = accounts.get(id);
        if (!account) return undefined;
        return { accountId: id, claims: async () => ({ ...account }) };
      },
    });
    const oidc = provider;
    const callback = oidc.callback();
    server = createServer(async (req, res) => {
      if (!req.url?.startsWith('/interaction/')) return callback(req, res);
      try {
        const details = await oidc.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          const account = state.account;
          if (!account) throw new Error('no test account set');
          accounts.set(account.sub, account);
          await oidc.interactionFinished(
            req,
            res,
            { login: { accountId: account.sub } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const accountId = details.session?.accountId as string;
        const grant = details.grantId
          ? ((await oidc.Grant.find(details.grantId)) as InstanceType<typeof oidc.Grant>)
          : new oidc.Grant({ accountId, clientId: details.params.client_id as string });
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        const grantId = await grant.save();
        await oidc.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  }

  return {
    issuer,
    start,
    /** Who "types their password" at the provider next. */
    signInAs(account: TestAccount) {
      state.account = account;
    },
    async close() {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * Follows redirects as a browser would (keeping the provider's cookies) until the browser lands
 * back on the site, and returns that URL.
 */
export async function browse(start: string, siteOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = (pair as string).indexOf('=');
      cookies.set((pair as string).slice(0, eq), (pair as string).slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`${url} answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin === siteOrigin && !next.pathname.startsWith('/auth/v1/')) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}
