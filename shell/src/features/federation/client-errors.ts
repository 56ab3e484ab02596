/**
 * Reports a remote's failures to the server (supabase/functions/client-errors), stamped with the
 * remote, its build and manifest, so an error says which build of which remote caused it
 * (docs/architecture.md#remote-failure). A few per page view, each at most MAX_REPORT_BYTES; reporting never
 * throws and never waits.
 */
import { getSupabaseConfig } from '@hifi/shared';

export type ClientErrorKind = 'load' | 'render' | 'rejection';

export interface ClientErrorReport {
  remote: string;
  /** 'unknown' when the load failed before any manifest of the remote was read. */
  build: string;
  /** '' when the remote is not in the registry. */
  manifestUrl: string;
  page: string;
  kind: ClientErrorKind;
  message: string;
  stack?: string;
}

export const MAX_REPORT_BYTES = 4096;
/** The function's limits per field (supabase/functions/client-errors/handler.ts). */
const MAX_MESSAGE_CHARS = 2000;
const MAX_STACK_CHARS = 4000;
export const MAX_REPORTS_PER_PAGE = 5;

let sent = 0;
const seen = new Set<string>();

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The report as JSON of at most MAX_REPORT_BYTES: the stack is cut first, then the message. */
export function reportBody(report: ClientErrorReport): string {
  const fitted = { ...report };
  const fits = () => byteLength(JSON.stringify(fitted)) <= MAX_REPORT_BYTES;
  for (const field of ['stack', 'message'] as const) {
    const value = fitted[field];
    if (fits() || value === undefined) continue;
    // the longest start of the field that fits (a character may take several bytes once in JSON)
    let [low, high] = [0, value.length];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      fitted[field] = value.slice(0, middle);
      if (fits()) low = middle;
      else high = middle - 1;
    }
    fitted[field] = value.slice(0, low);
  }
  return JSON.stringify(fitted);
}

export interface ErrorToReport {
  remote: string;
  build?: string;
  manifestUrl?: string;
  kind: ClientErrorKind;
  error: unknown;
}

/** Sends one report unless this page view sent enough already (or the same one). */
export function reportClientError({ remote, build, manifestUrl, kind, error }: ErrorToReport): void {
  try {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const key = `${remote} ${kind} ${message}`;
    if (sent >= MAX_REPORTS_PER_PAGE || seen.has(key)) return;
    sent += 1;
    seen.add(key);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const report: ClientErrorReport = {
      remote,
      build: build ?? 'unknown',
      manifestUrl: manifestUrl ?? '',
      page: window.location.pathname,
      kind,
      message: (cause ? `${message} (${cause.name}: ${cause.message})` : message).slice(0, MAX_MESSAGE_CHARS),
      stack:
        (cause ?? error) instanceof Error
          ? ((cause ?? error) as Error).stack?.slice(0, MAX_STACK_CHARS)
          : undefined,
    };
    const { url, anonKey } = getSupabaseConfig();
    // keepalive: a report of a failure just before the visitor leaves still goes out
    fetch(`${url.replace(/\/+$/, '')}/functions/v1/client-errors`, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: reportBody(report),
    }).catch(() => {});
  } catch {
    // reporting must never become the page's error
  }
}

/** Forgets what this page view sent (a new page view, and tests). */
export function resetClientErrorReports(): void {
  sent = 0;
  seen.clear();
}
