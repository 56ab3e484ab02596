import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, startAuthStack, uniqueEmail } from '../../../test/auth-stack.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { serviceDatabases } from '../../../test/stack-harness.ts';
import type { RunningStack } from '../../stack.ts';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail?.close();
});

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

describe.each(serviceDatabases)('TOTP multi-factor authentication (%s)', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startAuthStack(kind, mail);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function signedIn() {
    const email = uniqueEmail('mfa');
    await authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin.createUser({
      email,
      password: 'correct horse',
      email_confirm: true,
    });
    const client = authClient(stack);
    expect((await client.auth.signInWithPassword({ email, password: 'correct horse' })).error).toBeNull();
    return { email, client };
  }

  it('enrolls with a QR code, raises the session to aal2 on a right code, and unenrolls', async () => {
    const { email, client } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'phone app',
      issuer: 'HiFi',
    });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data as NonNullable<typeof enrolled.data> & { type: 'totp' };
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/HiFi:.+secret=/);
    expect(factor.totp.uri).toContain(encodeURIComponent(email));

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data?.id as string;

    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: '000000' });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([422, 'mfa_verification_failed']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data?.expires_in).toBe(3600);
    const raised = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(raised.data?.currentLevel).toBe('aal2');
    expect(
      raised.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toContain('totp');

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factor.id]);

    // A fresh password sign-in is aal1 with aal2 next, and cannot remove the factor.
    const other = authClient(stack);
    await other.auth.signInWithPassword({ email, password: 'correct horse' });
    const nextLevel = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([nextLevel.data?.currentLevel, nextLevel.data?.nextLevel]).toEqual(['aal1', 'aal2']);
    const blocked = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect([blocked.error?.status, blocked.error?.code]).toEqual([403, 'insufficient_aal']);
    const password = await other.auth.updateUser({ password: 'another horse' });
    expect(password.error?.code).toBe('insufficient_aal');

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('refuses a used challenge, unknown factors and phone factors with clear errors', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factor = data as NonNullable<typeof data> & { type: 'totp' };
    const result = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    expect(result.error).toBeNull();

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge.data?.id as string;
    await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.totp.secret) });
    const replay = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(replay.error?.code).toBe('mfa_challenge_expired');

    const missing = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect([missing.error?.status, missing.error?.code]).toEqual([404, 'mfa_factor_not_found']);

    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect([phone.error?.status, phone.error?.code]).toEqual([422, 'mfa_phone_enroll_not_enabled']);

    const anonymous = await authClient(stack).auth.mfa.enroll({ factorType: 'totp' });
    expect(anonymous.error).not.toBeNull();
  });

  it('drops a challenge after five wrong codes', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factor = data as NonNullable<typeof data> & { type: 'totp' };
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge.data?.id as string;
    const right = codeFor(factor.totp.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const attempt = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrong });
      expect(attempt.error?.code).toBe('mfa_verification_failed');
    }
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: right });
    expect([late.error?.status, late.error?.code]).toEqual([404, 'mfa_challenge_not_found']);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: right })).error).toBeNull();
  });

  it("cannot touch another user's factor", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { data } = await alice.client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await bob.client.auth.mfa.challenge({ factorId: data?.id as string });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    const unenroll = await bob.client.auth.mfa.unenroll({ factorId: data?.id as string });
    expect(unenroll.error?.code).toBe('mfa_factor_not_found');
  });
});
