/**
 * What every function of this folder is built from: the environment Supabase gives an Edge
 * Function (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) plus the site's public origin, set as a secret
 * (`supabase secrets set SITE_URL=https://…`). The local stack passes the same names.
 */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** the public origin of the site, no trailing slash */
  SITE_URL: string;
  /** where the shell's index.html is read from; default {SITE_URL}/index.html */
  SHELL_INDEX_URL?: string;
  /** given to every hosted Edge Function; verify-upload reads and removes objects with it */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** whose newest track Discover features (the site's PUBLIC_FEATURED_USERNAME); default 'ada' */
  FEATURED_USERNAME?: string;
}

export type FunctionHandler = (req: Request) => Promise<Response>;

/** Reads the names a function needs from an environment object (Deno.env.toObject(), process.env). */
export function functionEnv(env: Record<string, string | undefined>): FunctionEnv {
  const missing = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SITE_URL'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`missing function environment: ${missing.join(', ')}`);
  return {
    SUPABASE_URL: (env.SUPABASE_URL as string).replace(/\/+$/, ''),
    SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY as string,
    SITE_URL: (env.SITE_URL as string).replace(/\/+$/, ''),
    SHELL_INDEX_URL: env.SHELL_INDEX_URL,
    SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY,
    FEATURED_USERNAME: env.FEATURED_USERNAME,
  };
}
