/**
 * The real local stack for shared's data-module tests: backend/src/stack.ts started in this
 * process on in-memory PGlite, or, with DATABASE_URL set (CI), on a fresh PostgreSQL database that
 * is dropped on close, through backend/test/stack-harness.ts so both suites start it the same way.
 * One engine: these tests are about the data modules' requests and answers; that both engines
 * answer them alike is the backend suite's matrix (backend/src/rest/data-calls.test.ts runs the
 * app's calls on both). PostgreSQL where there is one: half the time of PGlite's in-process WASM.
 *
 * Use it from a test file that runs in Node (happy-dom's fetch applies browser CORS rules):
 *
 *   // @vitest-environment node
 *   import { databases, startDataStack, type DataStack } from '../testing/stack.ts';
 *   describe.each(databases)('tracks on %s', (kind) => {
 *     let stack: DataStack;
 *     beforeAll(async () => { stack = await startDataStack(kind); }, 60_000);
 *     afterAll(() => stack.close());
 *     it('…', async () => { const alice = await stack.signUp('alice'); … });
 *   });
 *
 * The backend is imported by path at run time on purpose: shared's typecheck stays about
 * shared, and the backend's own dependencies (PGlite, pg, ws) resolve from backend/.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const databases = process.env.DATABASE_URL ? (['postgres'] as const) : (['pglite'] as const);
export type DatabaseKind = 'pglite' | 'postgres';

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  /** a supabase-js client signed in as this user */
  client: SupabaseClient;
}

export interface DataStack {
  /** http://localhost:port: the site, /rest/v1, /auth/v1 and /storage/v1 on one origin */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** a fresh signed-out client (role anon) */
  anon(): SupabaseClient;
  /** a client with the service_role key: bypasses RLS, for arranging test data */
  admin(): SupabaseClient;
  /** signs up a new user (unique address from `name`) and returns a client signed in as them */
  signUp(name?: string): Promise<SignedInUser>;
  close(): Promise<void>;
}

interface BackendHarness {
  startTestStack(
    kind: DatabaseKind,
    extra?: Record<string, unknown>,
  ): Promise<{ url: string; keys: { anonKey: string; serviceRoleKey: string }; close(): Promise<void> }>;
  supabaseClient(stack: unknown, key?: string): SupabaseClient;
}

const harnessPath = new URL('../../../../backend/test/stack-harness.ts', import.meta.url).pathname;

let userCount = 0;

export async function startDataStack(kind: DatabaseKind = 'pglite'): Promise<DataStack> {
  const harness = (await import(/* @vite-ignore */ harnessPath)) as BackendHarness;
  // Sign-up returns a session at once and is not limited per IP: the tests are about data, not auth.
  const stack = await harness.startTestStack(kind, {
    auth: { emailConfirm: false, emailsPerHour: 10_000, rateLimits: { signUps: 10_000 } },
  });
  const client = (key: string) => harness.supabaseClient(stack, key);
  return {
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
    anon: () => client(stack.keys.anonKey),
    admin: () => client(stack.keys.serviceRoleKey),
    async signUp(name = 'user') {
      userCount += 1;
      const email = `${name}-${process.pid}-${userCount}-${Date.now()}@example.test`.toLowerCase();
      const password = 'correct horse battery staple';
      const signedIn = client(stack.keys.anonKey);
      const { data, error } = await signedIn.auth.signUp({ email, password });
      if (error) throw error;
      if (!data.user || !data.session) throw new Error(`sign-up of ${email} returned no session`);
      return { id: data.user.id, email, password, client: signedIn };
    },
    close: () => stack.close(),
  };
}
