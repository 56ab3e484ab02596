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

/**
 * options.session false (the embed player inside other sites' pages): the client neither reads,
 * refreshes nor stores a session; it reads public data as a visitor.
 */
export function initSupabase(
  config: { url: string; anonKey: string },
  options: { session?: boolean } = {},
): SupabaseClient {
  if (!config.url) throw new RuntimeConfigError('missing backend URL');
  if (!config.anonKey) throw new RuntimeConfigError('missing backend key');
  const session = options.session ?? true;
  client = createClient(config.url, config.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: session,
      autoRefreshToken: session,
      detectSessionInUrl: session,
    },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client)
    throw new RuntimeConfigError('the Supabase client is not initialised (initSupabase was not called)');
  return client;
}
