/**
 * /functions/v1 and /oembed: the functions of supabase/functions (web-standard Request →
 * Response, as on Supabase Edge Functions) served by the local stack, plus the stack-only
 * lossless rendition of ALAC tracks (it needs ffmpeg, which an Edge Function does not have).
 */
import { createOembedHandler } from '../../../supabase/functions/oembed/oembed.ts';
import type { Handler, StackContext } from '../http/context.ts';
import { HttpError, sendJson } from '../http/respond.ts';
import { dbTrackLookup } from './db-track-lookup.ts';
import { createRenditionService } from './lossless-rendition.ts';
import { runWebHandler } from './web-handler.ts';

/** The site's public origin; the stack serves site and API on one origin. */
export function publicSiteUrl(ctx: StackContext): string {
  return ctx.config.siteUrl.replace(/\/+$/, '');
}

export async function createFunctions(ctx: StackContext) {
  const oembed = createOembedHandler({ siteUrl: publicSiteUrl(ctx), findTrack: dbTrackLookup(ctx.db) });
  const renditions = await createRenditionService(ctx.config.dataDir);

  const functions: Handler = async (req, res, path, url) => {
    const rendition = /^\/lossless-rendition\/([^/]+)$/.exec(path);
    if (rendition) {
      let name: string;
      try {
        name = decodeURIComponent(rendition[1] ?? '');
      } catch {
        throw new HttpError(400, 'malformed path encoding');
      }
      return renditions.handle(req, res, name);
    }
    if (path === '/oembed' || path.startsWith('/oembed/')) {
      // Supabase serves a function at /functions/v1/{name}; the same function answers here.
      const local = new URL(url);
      local.pathname = path;
      return runWebHandler(oembed, req, res, local);
    }
    return sendJson(res, 404, { message: `no function at /functions/v1${path}` });
  };

  const oembedMount: Handler = async (req, res, path, url) => {
    const local = new URL(url);
    local.pathname = `/oembed${path}`;
    return runWebHandler(oembed, req, res, local);
  };

  return {
    functions: { handler: functions, close: () => renditions.close() },
    oembed: { handler: oembedMount },
  };
}
