/**
 * POST /functions/v1/client-errors: a browser's report of a remote that failed in it (a load, a
 * render, an unhandled rejection), stamped with the remote's build, stored in
 * public.client_errors for `pnpm releases <app>` (docs/architecture.md#client-errors). Anyone may
 * report (the anon key, as supabase.functions.invoke sends it); what they may send is bounded:
 *   { "remote": "mf_discover", "build": "<id>", "manifestUrl": "…", "page": "/audio/…",
 *     "kind": "load" | "render" | "rejection", "message": "…", "stack": "…"? }
 * - 202 {accepted: true}: stored.
 * - 413: a body over 4 KB. 400: not JSON, or a field missing or out of shape (the reason says which).
 * - 429: the visitor (their hifi_cohort cookie, else their address) sent 30 in 10 minutes; the
 *   count is kept in the database (public.record_client_error), so it holds across instances.
 * - 405 other methods; 503 without the service role key.
 */

import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import { cohortHeaders } from '../_shared/page-inlines.ts';

export const MAX_REPORT_BYTES = 4096;
export const REPORT_KINDS = ['load', 'render', 'rejection'] as const;

export interface ClientErrorReport {
  remote: string;
  build: string;
  manifestUrl: string;
  page: string;
  kind: (typeof REPORT_KINDS)[number];
  message: string;
  stack?: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...CORS, ...headers },
  });
const refuse = (status: number, message: string) => json(status, { error: true, message });

/** The body as text, or undefined once it passes `limit` bytes (read no further). */
async function boundedText(req: Request, limit: number): Promise<string | undefined> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) return undefined;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const field = (value: unknown, max: number, min = 1) =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** The report, or the reason it is not one. */
export function parseReport(value: unknown): ClientErrorReport | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'the body must be a JSON object';
  const r = value as Record<string, unknown>;
  if (typeof r.remote !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(r.remote)) {
    return 'remote must be a Module Federation name such as mf_discover';
  }
  if (!field(r.build, 100)) return 'build must be the build id (1–100 characters)';
  if (!field(r.manifestUrl, 1000, 0)) return 'manifestUrl must be a string (up to 1000 characters)';
  if (typeof r.page !== 'string' || !r.page.startsWith('/') || r.page.length > 1000) {
    return 'page must be the path of the page (starting with /)';
  }
  if (!REPORT_KINDS.includes(r.kind as ClientErrorReport['kind'])) {
    return `kind must be one of ${REPORT_KINDS.join(', ')}`;
  }
  if (!field(r.message, 2000)) return 'message must be 1–2000 characters';
  if (r.stack !== undefined && r.stack !== null && !field(r.stack, 4000, 0)) return 'stack must be a string';
  return {
    remote: r.remote,
    build: r.build as string,
    manifestUrl: r.manifestUrl as string,
    page: r.page,
    kind: r.kind as ClientErrorReport['kind'],
    message: r.message as string,
    ...(typeof r.stack === 'string' ? { stack: r.stack } : {}),
  };
}

/** Who sent it, as a hash: their cohort cookie's id, else the address the gateway saw. */
async function visitorHash(req: Request): Promise<string> {
  const cohort = cohortHeaders(req).cookie;
  const address = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const who = cohort ?? (address ? `address=${address}` : 'unknown');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`client-errors\0${who}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function createHandler(env: FunctionEnv): FunctionHandler {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return refuse(405, `${req.method} is not allowed: POST a report`);
    if (!serviceKey) return refuse(503, 'client error reports are not configured (no service role key)');
    const text = await boundedText(req, MAX_REPORT_BYTES);
    if (text === undefined) return refuse(413, `a report is at most ${MAX_REPORT_BYTES} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'the body is not JSON');
    }
    const report = parseReport(body);
    if (typeof report === 'string') return refuse(400, report);

    const response = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/record_client_error`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        remote: report.remote,
        build: report.build,
        manifest_url: report.manifestUrl,
        page: report.page,
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        visitor: await visitorHash(req),
      }),
    });
    if (!response.ok) {
      console.error(`[client-errors] not stored: ${response.status} ${await response.text()}`);
      return refuse(502, 'the report could not be stored');
    }
    if ((await response.json()) !== true) {
      return refuse(429, 'too many reports from this visitor: at most 30 in 10 minutes');
    }
    return json(202, { accepted: true });
  };
}
