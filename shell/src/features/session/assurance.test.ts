import type { Session } from '@hifi/shared';
import { expect, it } from 'vitest';
import { needsSecondFactor, tokenAal } from './assurance.ts';

const token = (claims: object) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

const session = (aal: string, factors: { status: string }[]) =>
  ({ access_token: token({ aal, sub: 'u1' }), user: { id: 'u1', factors } }) as unknown as Session;

it('reads the aal claim and survives malformed tokens', () => {
  expect(tokenAal(token({ aal: 'aal2' }))).toBe('aal2');
  expect(tokenAal('garbage')).toBeNull();
  expect(tokenAal('a.%%%.c')).toBeNull();
});

it('asks for the second factor only when a verified factor exists and the session is aal1', () => {
  expect(needsSecondFactor(session('aal1', []))).toBe(false);
  expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
  expect(needsSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
  expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
});
