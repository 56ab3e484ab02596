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

/** How long a signed upload URL lives: Storage's two hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/**
 * Storage's signed upload URL: a token for exactly bucket/name, carrying who signed it (the
 * uploaded object's owner) and whether it may replace an existing object.
 */
export async function signUploadUrl(
  secret: string,
  bucket: string,
  name: string,
  owner: string | undefined,
  upsert: boolean,
) {
  const token = await signJwt(
    secret,
    { url: `${bucket}/${name}`, owner, upsert },
    Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS,
  );
  return { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token };
}

/** The owner and upsert of a live upload token for exactly bucket/name; a 400 otherwise. */
export async function checkSignedUploadUrl(
  secret: string,
  bucket: string,
  name: string,
  token: string | null,
): Promise<{ owner?: string; upsert: boolean }> {
  if (!token) throw storageError(400, 'InvalidJWT', 'Missing token query parameter');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageError(
      400,
      'InvalidJWT',
      error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature',
    );
  }
  // A download URL's token has no upsert claim: it must not open an upload.
  if (payload.url !== `${bucket}/${name}` || typeof payload.upsert !== 'boolean')
    throw storageError(400, 'InvalidSignature', 'The signature is for another object');
  return { owner: typeof payload.owner === 'string' ? payload.owner : undefined, upsert: payload.upsert };
}
