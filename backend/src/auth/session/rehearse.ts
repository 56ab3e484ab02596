import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { type MailKind, type Pkce, prepareAuthMail } from '../mail/send-auth-mail.ts';
import { anyUser, findUserById, insertUser, type UserRow, userJson } from '../users/users.ts';
import type { AuthDeps } from './sessions.ts';

/**
 * Endpoints that answer an unknown (or a taken) address exactly as a real one must also take the
 * same time: within 50 ms median (docs/architecture.md#limits-and-headers), even on a loaded
 * machine, where what differs is the writes and the commit's flush. So the side without them does
 * the same work for a stand-in and undoes it (a savepoint); nothing survives, and the stand-in's
 * own errors are ignored.
 */
async function rehearse(tx: Queryable, work: () => Promise<unknown>) {
  await tx.query('savepoint rehearsal');
  try {
    await work();
  } catch {
    // the stand-in's trouble; the caller's answer does not depend on it
  } finally {
    await tx.query('rollback to savepoint rehearsal');
  }
}

interface MailRehearsal {
  kind: MailKind;
  redirectTo: string;
  pkce?: Pkce;
}

/** A sign-up's work (new user, confirmation token, the user's JSON), for a taken address. */
export function rehearseSignUp(
  deps: AuthDeps,
  tx: Queryable,
  request: MailRehearsal & { passwordHash: string; userMetadata: Record<string, unknown> },
) {
  return rehearse(tx, async () => {
    const standIn = await insertUser(tx, {
      email: `${randomUUID()}@rehearsal.invalid`,
      passwordHash: request.passwordHash,
      userMetadata: request.userMetadata,
      provider: 'email',
      confirmed: false,
    });
    await prepareAuthMail(deps, tx, { ...request, user: standIn });
    await userJson(tx, (await findUserById(tx, standIn.id)) ?? standIn);
  });
}

/** A mailed token's work for an existing user, for an address that has none. */
export function rehearseMail(deps: AuthDeps, tx: Queryable, request: MailRehearsal) {
  return rehearse(tx, async () => {
    const someone = await anyUser(tx);
    if (!someone) return;
    // As if never mailed, so the per-address interval does not cut the work short.
    const standIn: UserRow = { ...someone, confirmation_sent_at: null, recovery_sent_at: null };
    await prepareAuthMail(deps, tx, { ...request, user: standIn });
  });
}
