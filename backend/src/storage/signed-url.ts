import { errors, jwtVerify } from 'jose';
import { signJwt } from '../keys/jwt.ts';
import { storageError } from './object-names.ts';

const encoder = new TextEncoder();

/** Supabase Storage's signed-URL token: an HS256 JWT whose url claim is "bucket/name". */
export async function signObjectUrl(secret: string, bucket: string, name: string, expiresIn: number) {
  const token = await signJwt(
    secret,
    { url: `${bucket}/${name}` },
    Math.floor(Date.now() / 1000) + expiresIn,
  );
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** Throws a 400 unless token is a live signature for exactly bucket/name. */
export async function checkSignedUrl(secret: string, bucket: string, name: string, token: string | null) {
  if (!token) throw storageError(400, 'InvalidJWT', 'Missing token query parameter');
  let url: unknown;
  try {
    ({
      payload: { url },
    } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageError(
      400,
      'InvalidJWT',
      error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature',
    );
  }
  if (url !== `${bucket}/${name}`)
    throw storageError(400, 'InvalidSignature', 'The signature is for another object');
}
