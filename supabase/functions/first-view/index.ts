// The Edge Function entry on a hosted project (`supabase functions deploy first-view --no-verify-jwt`);
// the site's host rewrites /discover to it.
import { type DenoRuntime, functionEnv } from '../_shared/deno.ts';
import { createHandler } from './handler.ts';

declare const Deno: DenoRuntime;
Deno.serve(createHandler(functionEnv(Deno.env.toObject())));
