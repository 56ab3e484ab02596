import { queryOptions } from '@tanstack/react-query';
import { getSupabaseConfig, type SupabaseConfig } from '../../client/supabase-client.ts';

/** What GoTrue's GET /auth/v1/settings says; `external` maps each sign-in provider to whether it is on. */
export interface AuthSettings {
  external: Record<string, boolean>;
}

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
};

// Entries of `external` that are not a provider to send the browser to.
const NOT_SOCIAL = new Set(['email', 'phone', 'anonymous_users', 'saml']);

/**
 * The auth service's settings, read the way supabase-js's own settings call does (the anon key as
 * apikey) from the runtime config the page's client was started with: supabase-js has no settings
 * call of its own.
 */
export async function authSettingsQuery(config: SupabaseConfig = getSupabaseConfig()): Promise<AuthSettings> {
  const base = config.url.replace(/\/+$/, '');
  const res = await fetch(`${base}/auth/v1/settings`, { headers: { apikey: config.anonKey } });
  if (!res.ok) throw new Error(`auth settings answered ${res.status}`);
  const body = (await res.json()) as Partial<AuthSettings>;
  return { external: body.external && typeof body.external === 'object' ? body.external : {} };
}

/** The social providers the stack has configured, in the order it lists them. */
export function socialProviders(settings: AuthSettings | undefined): string[] {
  return Object.entries(settings?.external ?? {})
    .filter(([name, on]) => on === true && !NOT_SOCIAL.has(name))
    .map(([name]) => name);
}

export const authSettingsOptions = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: () => authSettingsQuery(), staleTime: 5 * 60_000 });
