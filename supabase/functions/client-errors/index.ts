// The Edge Function entry on a hosted project (`supabase functions deploy client-errors`): any
// visitor reports with the anon key, which the gateway's JWT check accepts.
import { type DenoRuntime, functionEnv } from '../_shared/deno.ts';
import { createHandler } from './handler.ts';

declare const Deno: DenoRuntime;
Deno.serve(createHandler(functionEnv(Deno.env.toObject())));
