/**
 * `pnpm bench:auth` (run as `bash backend/scripts/test-services.sh pnpm bench:auth`): the cost of
 * /auth/v1's hot paths through supabase-js on PostgreSQL (PGlite without DATABASE_URL), each set
 * against a reference measured in the same run:
 * - password sign-in against one bcrypt comparison at cost 10 (the floor any Supabase Auth pays);
 * - refresh-token grant and GET /user against a bare HTTP round trip to /auth/v1/health;
 * - a visitor's reads during a password brute force against the same reads just before it (issue
 *   15's goal: p50 ≤ 3×; the rate-limit test checks the 429s of the same attack).
 * BENCH_SAMPLES sets requests per case (default 40).
 */
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { authClient } from '../test/auth-stack.ts';
import { bruteForceWithVisitor } from '../test/brute-force.ts';
import { startTestStack } from '../test/stack-harness.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

type Figures = { p50: number; p95: number };

function summarize(ms: number[]): Figures {
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Times a case and its reference alternately, so both see the same load on a shared machine. */
async function timePair(
  subject: () => Promise<unknown>,
  reference: () => Promise<unknown>,
): Promise<[Figures, Figures]> {
  for (let i = 0; i < 3; i++) {
    await subject();
    await reference();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    let start = performance.now();
    await subject();
    a.push(performance.now() - start);
    start = performance.now();
    await reference();
    b.push(performance.now() - start);
  }
  return [summarize(a), summarize(b)];
}

const stack = await startTestStack(kind, { auth: { smtpHost: '127.0.0.1', emailConfirm: false } });
try {
  const email = 'bench@example.test';
  const password = 'correct horse battery';
  const admin = authClient(stack, { key: stack.keys.serviceRoleKey });
  await admin.auth.admin.createUser({ email, password, email_confirm: true });
  const hash = bcrypt.hashSync(password, 10);

  const [signIn, bcryptRef] = await timePair(
    async () => {
      const { error } = await authClient(stack).auth.signInWithPassword({ email, password });
      if (error) throw error;
    },
    () => bcrypt.compare(password, hash),
  );

  const client = authClient(stack);
  const { data } = await client.auth.signInWithPassword({ email, password });
  let refreshToken = data.session?.refresh_token as string;
  const accessToken = data.session?.access_token as string;
  const health = () => fetch(`${stack.url}/auth/v1/health`).then((r) => r.arrayBuffer());
  const [refresh, httpRef] = await timePair(async () => {
    const { data: next, error } = await authClient(stack).auth.refreshSession({
      refresh_token: refreshToken,
    });
    if (error) throw error;
    refreshToken = next.session?.refresh_token as string;
  }, health);
  const [getUser, httpRef2] = await timePair(async () => {
    const { error } = await authClient(stack).auth.getUser(accessToken);
    if (error) throw error;
  }, health);

  const row = (name: string, f: { p50: number; p95: number }, ref: { p50: number }, refName: string) =>
    console.log(
      `[bench] ${name.padEnd(22)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  = ${(f.p50 / ref.p50).toFixed(2)}× ${refName}`,
    );
  console.log(`[bench] /auth/v1 on ${kind}, ${SAMPLES} sequential requests per case, through supabase-js`);
  console.log(
    `[bench] reference: bcrypt compare (cost 10) p50 ${bcryptRef.p50.toFixed(1)} ms; HTTP /health p50 ${httpRef.p50.toFixed(2)} ms`,
  );
  row('password sign-in', signIn, bcryptRef, 'one bcrypt compare');
  row('refresh-token grant', refresh, httpRef, 'HTTP round trip');
  row('GET /user', getUser, httpRef2, 'HTTP round trip');

  const { baseline, during } = await bruteForceWithVisitor(stack);
  const before = summarize(baseline);
  const attacked = summarize(during);
  const ratio = attacked.p50 / before.p50;
  console.log(
    `[bench] visitor during a password brute force: p50 ${before.p50.toFixed(1)} ms before, ${attacked.p50.toFixed(1)} ms during (${during.length} samples) = ${ratio.toFixed(2)}× (goal ≤ 3×: ${ratio <= 3 ? 'met' : 'NOT met'})`,
  );
} finally {
  await stack.close();
}
