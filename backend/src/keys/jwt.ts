import type { webcrypto } from 'node:crypto';
import { decodeProtectedHeader, errors, type JWK, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from '../db/with-role.ts';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** the asymmetric key that signs access tokens; its public half is served as the JWKS */
  signingKey?: SigningKey;
}

/** An ES256 key pair, as Supabase's asymmetric JWT signing keys: kid names it in tokens and the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
  publicJwk: JWK;
}

// The signing keys of each project secret, by kid: whatever verifies a project's tokens with its
// secret (rest, storage, auth, functions) takes that project's ES256 tokens too. Two stacks of one
// process on one secret (tests) each sign with the last one registered and verify both.
const signingKeys = new Map<string, Map<string, SigningKey>>();
const latestKey = (secret: string) => [...(signingKeys.get(secret)?.values() ?? [])].at(-1);

const encoder = new TextEncoder();
// Supabase's CLI signs its API keys with iss "supabase-demo" and a far-off expiry (2032).
const API_KEY_EXPIRY = 1983812996;

export async function signJwt(
  secret: string,
  claims: Record<string, unknown>,
  expiresAt?: number,
): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
  return jwt.sign(encoder.encode(secret));
}

/**
 * An access token: ES256 with the project's signing key when it has one (verifiable by anyone
 * with /auth/v1/.well-known/jwks.json), else HS256 with the secret.
 */
export async function signAccessToken(secret: string, claims: Record<string, unknown>, expiresAt: number) {
  const key = latestKey(secret);
  if (!key) return signJwt(secret, claims, expiresAt);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
}

export async function deriveKeys(jwtSecret: string, signingKey?: SigningKey): Promise<Keys> {
  if (signingKey) {
    const keys = signingKeys.get(jwtSecret) ?? new Map<string, SigningKey>();
    keys.set(signingKey.kid, signingKey);
    signingKeys.set(jwtSecret, keys);
  }
  return {
    jwtSecret,
    signingKey,
    anonKey: await signJwt(jwtSecret, { iss: 'supabase-demo', role: 'anon' }, API_KEY_EXPIRY),
    serviceRoleKey: await signJwt(jwtSecret, { iss: 'supabase-demo', role: 'service_role' }, API_KEY_EXPIRY),
  };
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly code: 'expired' | 'invalid',
  ) {
    super(message);
  }
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Verifies an HS256 token signed with the secret, or an ES256 one signed with the project's
 * signing key (alg none and other algorithms refused), and returns its claims.
 */
export async function verifyJwt(secret: string, token: string): Promise<JwtClaims> {
  try {
    let signingKey: SigningKey | undefined;
    let asymmetric = false;
    try {
      const header = decodeProtectedHeader(token);
      asymmetric = header.alg === 'ES256';
      signingKey = header.kid ? signingKeys.get(secret)?.get(header.kid) : undefined;
    } catch {}
    const { payload } =
      asymmetric && signingKey
        ? await jwtVerify(token, signingKey.publicKey, { algorithms: ['ES256'] })
        : await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || !ROLES.has(payload.role)) {
      throw new JwtError('JWT role claim is missing or unknown', 'invalid');
    }
    return payload as JwtClaims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', 'expired');
    throw new JwtError('invalid JWT', 'invalid');
  }
}
