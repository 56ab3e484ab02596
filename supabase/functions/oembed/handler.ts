import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import { restReleaseLookup, restTrackLookup } from '../_shared/track-summary.ts';
import { createOembedHandler } from './oembed.ts';

/** The oEmbed function: tracks and releases read through /rest/v1 with the anon key, so RLS decides. */
export function createHandler(env: FunctionEnv): FunctionHandler {
  return createOembedHandler({
    siteUrl: env.SITE_URL,
    findTrack: restTrackLookup(env.SUPABASE_URL, env.SUPABASE_ANON_KEY),
    findRelease: restReleaseLookup(env.SUPABASE_URL, env.SUPABASE_ANON_KEY),
  });
}
