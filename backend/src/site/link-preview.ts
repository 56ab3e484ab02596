/**
 * The track page's HTML for crawlers: /audio/{id} is the shell's index.html with the track's
 * title, description, Open Graph / Twitter player tags and the oEmbed discovery link in the head
 * (crawlers do not run JavaScript). Unknown tracks get the plain shell page; its router shows
 * 'Audio Not Found'.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { injectIntoHead, linkPreviewTags } from '../../../supabase/functions/_shared/link-preview.ts';
import type { TrackLookup } from '../../../supabase/functions/_shared/track-summary.ts';

const trackPage = /^\/audio\/([^/]+)\/?$/;

/** Answers the request and returns true when path is a known track's page; false otherwise. */
export async function sendTrackPagePreview(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  options: { shellIndex: string; siteUrl: string; findTrack: TrackLookup; headers: Record<string, string> },
): Promise<boolean> {
  const match = trackPage.exec(path);
  if (!match) return false;
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return false;
  }
  const track = await options.findTrack(id);
  if (!track) return false;
  const html = await readFile(options.shellIndex, 'utf8').catch(() => undefined);
  if (html === undefined) return false;
  const body = Buffer.from(injectIntoHead(html, linkPreviewTags(track, options.siteUrl)));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    // The tags follow the track's title and description, which its owner may edit.
    'cache-control': 'no-cache',
    ...options.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
