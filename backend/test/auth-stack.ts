import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { AuthOptions } from '../src/auth/config.ts';
import type { RunningStack } from '../src/stack.ts';
import type { startMailCatcher } from './mail-catcher.ts';
import { type DatabaseKind, startTestStack } from './stack-harness.ts';

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** A test stack whose mail goes to the given MailDev; mail and request limits off unless a test sets them. */
export function startAuthStack(
  kind: DatabaseKind,
  mail: MailCatcher,
  auth: AuthOptions = {},
): Promise<RunningStack> {
  return startTestStack(kind, {
    auth: {
      smtpHost: '127.0.0.1',
      smtpPort: mail.smtpPort,
      emailMinInterval: 0,
      emailsPerHour: 10_000,
      refreshTokenReuseInterval: 0,
      redirectAllowList: ['http://app.example.test/**'],
      rateLimits: { passwordFailures: 10_000, mfaFailures: 10_000, signUps: 10_000 },
      ...auth,
    },
  });
}

/** supabase-js as a browser tab uses it, with the flow type under test (see stack-harness.ts for ws). */
export function authClient(
  stack: RunningStack,
  options: { flowType?: 'implicit' | 'pkce'; key?: string } = {},
) {
  return createClient(stack.url, options.key ?? stack.keys.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType,
    },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
/** A fresh address per test, so mail and users never collide across tests and databases. */
export function uniqueEmail(label = 'user') {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Follows a mailed link as a browser would, without following the final redirect to the site. */
export async function openLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`expected a redirect from ${link}, got ${res.status}`);
  return new URL(location);
}

export function fragment(url: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}
