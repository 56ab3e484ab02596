import { errors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from '../db/with-role.ts';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

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

export async function deriveKeys(jwtSecret: string): Promise<Keys> {
  return {
    jwtSecret,
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

/** Verifies an HS256 token (alg none and other algorithms refused) and returns its claims. */
export async function verifyJwt(secret: string, token: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
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
