// The Edge Function entry on a hosted project (`supabase functions deploy release-download
// --no-verify-jwt`: a visitor downloads a public release with no session).
import { type DenoRuntime, functionEnv } from '../_shared/deno.ts';
import { createHandler } from './handler.ts';

declare const Deno: DenoRuntime;
Deno.serve(createHandler(functionEnv(Deno.env.toObject())));
