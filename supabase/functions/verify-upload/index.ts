// The Edge Function entry on a hosted project (`supabase functions deploy verify-upload`): members
// call it with their session, so the gateway's JWT check stays on.
import { type DenoRuntime, functionEnv } from '../_shared/deno.ts';
import { createHandler } from './handler.ts';

declare const Deno: DenoRuntime;
Deno.serve(createHandler(functionEnv(Deno.env.toObject())));
