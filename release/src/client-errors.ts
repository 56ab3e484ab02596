/**
 * The last client errors of a remote, per build (public.client_errors, readable by the service
 * role only), for `pnpm releases <app>`. The stack's address and key come from SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY when set (a hosted project), else from the local stack's own config,
 * as `pnpm stack:status` finds them.
 */
import { configFromEnv } from '../../backend/src/config.ts';
import { deriveKeys } from '../../backend/src/keys/jwt.ts';
import { loadJwtSecret } from '../../backend/src/keys/secret.ts';

export interface ClientError {
  created_at: string;
  remote: string;
  build: string;
  manifest_url: string;
  page: string;
  kind: string;
  message: string;
}

export interface ServiceAccess {
  url: string;
  serviceRoleKey: string;
}

export async function serviceAccess(env: NodeJS.ProcessEnv = process.env): Promise<ServiceAccess> {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return { url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY };
  }
  const config = configFromEnv(env);
  const keys = await deriveKeys(await loadJwtSecret(config.dataDir, config.jwtSecret));
  return { url: config.siteUrl, serviceRoleKey: keys.serviceRoleKey };
}

/** The newest errors of `remote` (its MF name), at most `perBuild` for each build, newest first. */
export async function lastClientErrors(
  remote: string,
  access: ServiceAccess,
  perBuild = 5,
): Promise<Map<string, ClientError[]>> {
  const query = new URLSearchParams({
    select: 'created_at,remote,build,manifest_url,page,kind,message',
    remote: `eq.${remote}`,
    order: 'created_at.desc',
    limit: '500',
  });
  const response = await fetch(`${access.url.replace(/\/+$/, '')}/rest/v1/client_errors?${query}`, {
    headers: { apikey: access.serviceRoleKey, authorization: `Bearer ${access.serviceRoleKey}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`client_errors answered ${response.status}: ${await response.text()}`);
  const byBuild = new Map<string, ClientError[]>();
  for (const row of (await response.json()) as ClientError[]) {
    const rows = byBuild.get(row.build) ?? [];
    if (rows.length < perBuild) rows.push(row);
    byBuild.set(row.build, rows);
  }
  return byBuild;
}
