import { storageError } from '../object-names.ts';

/** The signing request's expiresIn: a positive whole number of seconds. */
export function expiresInOf(body: { expiresIn?: unknown } | undefined): number {
  const expiresIn = Number(body?.expiresIn);
  if (!Number.isInteger(expiresIn) || expiresIn < 1) {
    throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive whole number of seconds');
  }
  return expiresIn;
}
