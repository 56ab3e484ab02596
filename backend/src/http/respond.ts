import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Bytes read and thrown away after a body passed its limit, so the client hears the 413 instead of a reset. */
const DRAIN_LIMIT = 256 * 1024 * 1024;

/**
 * Reads a whole request body up to limit bytes (413 past it). Only for small JSON bodies. Past
 * the limit the rest is read and dropped before the 413 goes out: answering while the client
 * still sends makes the connection close under it, and it sees a reset instead of the reason.
 */
export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit + DRAIN_LIMIT) break;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new HttpError(413, `request body larger than ${limit} bytes`);
  return Buffer.concat(chunks);
}

/** How deep a JSON body may nest; deeper ones exhaust the stack of whatever walks them next. */
export const JSON_MAX_DEPTH = 100;

/** Parses a JSON body; an empty body is undefined; malformed or too deeply nested JSON is a 400. */
export async function readJson(req: IncomingMessage, limit?: number): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) return undefined;
  const text = body.toString('utf8');
  if (nestingDepth(text) > JSON_MAX_DEPTH) {
    throw new HttpError(400, `request body nests deeper than ${JSON_MAX_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
}

/** The deepest bracket nesting of a JSON text, brackets inside strings aside (a scan, no recursion). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123 /* [ { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 93 || c === 125 /* ] } */) depth--;
  }
  return deepest;
}
