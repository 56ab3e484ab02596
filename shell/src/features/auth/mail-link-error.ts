/**
 * Whether the page was opened from an e-mail link the auth service refused (expired, already used,
 * or voided by later mail). GoTrue sends the browser back with `error_code` in the fragment
 * (implicit flow) or the query (PKCE), and supabase-js only turns that into an error at start,
 * so the shell notes it before the client exists, as it notes a recovery link.
 */
const REFUSED_LINK = new Set(['otp_expired', 'flow_state_expired', 'flow_state_not_found']);

let refused = false;

export function noteMailLinkError(location: { hash: string; search: string }) {
  const codes = [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')].map((part) =>
    new URLSearchParams(part).get('error_code'),
  );
  refused = codes.some((code) => code !== null && REFUSED_LINK.has(code));
}

export function openedFromRefusedLink() {
  return refused;
}

export function forgetRefusedLink() {
  refused = false;
}
