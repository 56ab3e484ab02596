import type { IncomingMessage, ServerResponse } from 'node:http';

// The API is called from the site, from embeds on other origins and by tus clients: allow any
// origin (auth is by bearer token, never cookies) and expose the headers those clients read.
const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'x-http-method-override',
  'x-requested-with',
].join(', ');
const EXPOSE_HEADERS = [
  'content-range',
  'content-length',
  'accept-ranges',
  'etag',
  'location',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
  'tus-resumable',
  'tus-version',
  'tus-max-size',
  'tus-extension',
  'x-total-count',
].join(', ');

/** Sets CORS headers; answers a preflight and returns true when the request was one. */
export function handleCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOW_HEADERS,
    'access-control-max-age': '86400',
  });
  res.end();
  return true;
}
