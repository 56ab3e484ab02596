import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SigningKey } from './jwt.ts';

/** The JWT secret: JWT_SECRET when given, else one generated once and kept in the data folder. */
export async function loadJwtSecret(dataDir: string | undefined, configured?: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return configured;
  }
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The ES256 key that signs access tokens: JWT_SIGNING_KEY (a private JWK) when given, else one
 * generated once and kept in the data folder beside the secret (in memory for tests).
 */
export async function loadSigningKey(dataDir: string | undefined, configured?: string): Promise<SigningKey> {
  let jwk: JWK | undefined;
  const file = dataDir && join(dataDir, 'jwt-signing-key.json');
  if (configured) jwk = JSON.parse(configured) as JWK;
  else if (file)
    jwk = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as JWK,
      () => undefined,
    );
  if (!jwk) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    jwk = { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: 'ES256' };
    if (file) {
      await mkdir(dataDir as string, { recursive: true });
      await writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
    }
  }
  const { d: _private, ...publicPart } = jwk;
  const kid = jwk.kid ?? randomUUID();
  return {
    kid,
    privateKey: (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as SigningKey['privateKey'],
    publicKey: (await importJWK({ ...publicPart, alg: 'ES256' }, 'ES256')) as SigningKey['privateKey'],
    publicJwk: { ...publicPart, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}
