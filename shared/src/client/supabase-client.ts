/**
 * The one Supabase client of the page. The shell creates it at start from the runtime config;
 * the data API and every remote reach it through getSupabase(), which works because
 * @hifi/shared is a Module Federation singleton.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { RuntimeConfigError } from '../config/runtime-config.ts';

/** Where supabase-js keeps the session in localStorage; fixed so it does not depend on the host name. */
export const AUTH_STORAGE_KEY = 'hifi-auth';

let client: SupabaseClient | undefined;

export function initSupabase(config: { url: string; anonKey: string }): SupabaseClient {
  if (!config.url) throw new RuntimeConfigError('missing backend URL');
  if (!config.anonKey) throw new RuntimeConfigError('missing backend key');
  client = createClient(config.url, config.anonKey, {
    auth: { storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client)
    throw new RuntimeConfigError('the Supabase client is not initialised (initSupabase was not called)');
  return client;
}
