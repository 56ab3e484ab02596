import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
import { type Reply, sendFrom } from '../../../test/from-address.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { serviceDatabases } from '../../../test/stack-harness.ts';
import type { RunningStack } from '../../stack.ts';

/**
 * Can a stranger tell whether an address has an account (docs/architecture.md#limits-and-headers)?
 * Sign-up with a taken address, recover and OTP are asked for members and for unknown addresses,
 * alternately; the answers must match in status and body shape, and the median times within 50 ms
 * (printed side by side).
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail?.close();
});

// 25 of each per comparison: medians that hold still on a busy two-core machine, and 4 × 51
// requests that still fit the 250 loopback addresses below without reusing one.
const ROUNDS = 25;
const PASSWORD = 'correct horse';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** The body with every value replaced by its type, arrays by the shapes of their items. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

describe.each(serviceDatabases)('no account enumeration on %s', (kind) => {
  let stack: RunningStack;
  let ip = 0;
  // A new loopback address per request, so the per-IP limits stay out of the comparison.
  const ask = (path: string, body: unknown) =>
    sendFrom(`127.0.5.${(ip++ % 250) + 1}`, `${stack.url}/auth/v1${path}`, { body });

  beforeAll(async () => {
    stack = await startAuthStack(kind, mail, { emailMinInterval: 60, rateLimits: {} });
  });
  afterAll(() => stack?.close());

  async function members(n: number) {
    const admin = authClient(stack, { key: stack.keys.serviceRoleKey });
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const email = uniqueEmail('member');
      await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      emails.push(email);
    }
    return emails;
  }

  async function compare(label: string, path: string, body: (email: string) => unknown) {
    const known = await members(ROUNDS);
    const timings = { known: [] as number[], unknown: [] as number[] };
    const replies = { known: [] as Reply[], unknown: [] as Reply[] };
    const strangers: string[] = [];
    // One warm-up of each, then alternate so drift in machine load hits both sides alike, the
    // first side changing each round: what one answer leaves behind (a mail going out) lands on
    // the next request, and that must not always be the other side's.
    await ask(path, body(uniqueEmail('warm')));
    for (let i = 0; i < ROUNDS; i++) {
      for (const side of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const email = side === 'known' ? (known[i] as string) : uniqueEmail('stranger');
        if (side === 'unknown') strangers.push(email);
        const started = performance.now();
        const reply = await ask(path, body(email));
        timings[side].push(performance.now() - started);
        replies[side].push(reply);
      }
    }
    for (let i = 0; i < ROUNDS; i++) {
      const k = replies.known[i] as Reply;
      const u = replies.unknown[i] as Reply;
      expect(k.status, label).toBe(u.status);
      expect(shape(k.body), label).toEqual(shape(u.body));
    }
    const [mk, mu] = [median(timings.known), median(timings.unknown)];
    // Each round's two answers came moments apart, under the same load: the median of their
    // differences is the time an address's account adds. A bcrypt hash on a busy two-core machine
    // takes from 60 to 600 ms, which moves the two sides' own medians far more than any account does.
    const paired = median(timings.known.map((k, i) => k - (timings.unknown[i] as number)));
    console.log(
      `[enumeration ${kind}] ${label}: status ${replies.known[0]?.status}, median ${mk.toFixed(1)} ms for members, ` +
        `${mu.toFixed(1)} ms for unknown addresses, difference ${Math.abs(mk - mu).toFixed(1)} ms; ` +
        `median of the ${ROUNDS} paired differences ${paired.toFixed(1)} ms (goal ≤ 50 ms)`,
    );
    expect(
      Math.abs(paired),
      `${label}: median time difference, members vs unknown addresses`,
    ).toBeLessThanOrEqual(50);
    return { known, strangers, replies };
  }

  it('sign-up with a taken address answers as a new sign-up, sends nothing, changes nothing', async () => {
    const { known, strangers, replies } = await compare('POST /signup', '/signup', (email) => ({
      email,
      password: 'another horse',
    }));
    expect(replies.known[0]?.status).toBe(200);
    // The members' passwords are untouched and they got no mail.
    const member = known[0] as string;
    const signIn = await authClient(stack).auth.signInWithPassword({ email: member, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const { rows } = await stack.db.query<{ n: string }>(
      'select count(*) as n from auth.users where email = any($1)',
      [known],
    );
    expect(Number(rows[0]?.n)).toBe(ROUNDS);
    // Mail goes out in the background: once the last newcomer's has arrived, a member's would have too.
    expect((await mail.nth(strangers.at(-1) as string)).subject).toBe('Confirm your signup');
    expect(await mail.count(member)).toBe(0);
  });

  it('recover answers members and unknown addresses alike, and mails only members', async () => {
    const { known } = await compare('POST /recover', '/recover', (email) => ({ email }));
    expect((await mail.nth(known[0] as string)).subject).toMatch(/reset/i);
  });

  it("OTP answers members and unknown addresses alike (create_user false: Supabase's 422 for a stranger)", async () => {
    const { known } = await compare('POST /otp', '/otp', (email) => ({ email }));
    expect((await mail.nth(known[0] as string)).subject).toBeTruthy();
    // As Supabase answers it: no account is made, and the answer says so.
    const stranger = await ask('/otp', { email: uniqueEmail('stranger'), create_user: false });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toMatchObject({ code: 'otp_disabled' });
  });
});
