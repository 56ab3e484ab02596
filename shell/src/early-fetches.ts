/**
 * The two files the page cannot start without: the runtime config and the remote registry. The
 * site writes both into the served index.html (supabase/functions/_shared/page-inlines.ts), so they are
 * read from the page with no request at all; a page served without them (a plain static host)
 * fetches them from the first chunk (index.ts), while the bootstrap chunk downloads instead of
 * after it (fewer serial steps before the first card: docs/architecture.md#what-a-phone-downloads).
 * bootstrap.tsx and the analytics beacon read the same answers: this module is in the first chunk,
 * so all see one instance. Plain DOM and fetch only: nothing here may pull shared code forward.
 */

export interface EarlyFile {
  path: string;
  /** A fresh copy of the answer each call, so every reader may consume its body. */
  response(): Promise<Response>;
}

/** The JSON the site inlined under `id` as a response, or undefined when the page has none. */
function inlined(id: string): Response | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? new Response(text, { headers: { 'content-type': 'application/json' } }) : undefined;
}

function early(path: string, inlinedId: string): EarlyFile {
  const fromPage = inlined(inlinedId);
  const first = fromPage ? Promise.resolve(fromPage) : fetch(path, { cache: 'no-cache' });
  // A failure is reported when bootstrap reads it, not as an unhandled rejection before that.
  first.catch(() => {});
  return { path, response: () => first.then((response) => response.clone()) };
}

/** Ids shared with supabase/functions/_shared/page-inlines.ts and shared's runtime-config.ts. */
export const earlyConfig = early('/config.json', 'hifi-config');
export const earlyRegistry = early('/remotes.json', 'hifi-remotes');
