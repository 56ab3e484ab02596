// The Edge Function entry on a hosted project (`supabase functions deploy oembed --no-verify-jwt`).
import { type DenoRuntime, functionEnv } from '../_shared/deno.ts';
import { createHandler } from './handler.ts';

declare const Deno: DenoRuntime;
Deno.serve(createHandler(functionEnv(Deno.env.toObject())));
