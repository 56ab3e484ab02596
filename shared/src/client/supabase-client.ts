/**
 * The one Supabase client of the page. The shell creates it at start from the runtime config;
 * the data API and every remote reach it through getSupabase(), which works because
 * @hifi/shared is a Module Federation singleton.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { RuntimeConfigError } from '../config/runtime-config.ts';
import type { Database } from '../data/database.types.ts';

/** The page's client, typed by the tables and functions of supabase/migrations. */
export type HifiClient = SupabaseClient<Database>;

// a module of its own: the first view's boot script reads it without the client
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';

export { AUTH_STORAGE_KEY };

let client: HifiClient | undefined;
let clientConfig: SupabaseConfig | undefined;

/** The runtime config the page's client was created from (/config.json). */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * options.session false (the embed player inside other sites' pages): the client neither reads,
 * refreshes nor stores a session; it reads public data as a visitor.
 */
export function initSupabase(config: SupabaseConfig, options: { session?: boolean } = {}): HifiClient {
  if (!config.url) throw new RuntimeConfigError('missing backend URL');
  if (!config.anonKey) throw new RuntimeConfigError('missing backend key');
  const session = options.session ?? true;
  clientConfig = { url: config.url, anonKey: config.anonKey };
  client = createClient<Database>(config.url, config.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: session,
      autoRefreshToken: session,
      detectSessionInUrl: session,
    },
  });
  return client;
}

export function getSupabase(): HifiClient {
  if (!client)
    throw new RuntimeConfigError('the Supabase client is not initialised (initSupabase was not called)');
  return client;
}

/** The URL and key the page's client was started with, for callers that speak to the API without supabase-js (tus). */
export function getSupabaseConfig(): SupabaseConfig {
  if (!clientConfig)
    throw new RuntimeConfigError('the Supabase client is not initialised (initSupabase was not called)');
  return clientConfig;
}
