import bcrypt from 'bcryptjs';
import { AuthError } from '../http/auth-error.ts';

// Supabase stores bcrypt "$2a$" hashes at cost 10; keeping that format lets users move to a hosted project.
const COST = 10;

export function checkPasswordStrength(password: string | undefined, minLength: number): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Password is required');
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  // bcrypt ignores everything after 72 bytes; refuse rather than silently truncate.
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  return password;
}

export function hashPassword(password: string): Promise<string> {
  // bcryptjs writes $2b$ by default; $2a$ and $2b$ differ only in the label, and GoTrue's dumps use $2a$.
  return bcrypt.hash(password, bcrypt.genSaltSync(COST).replace(/^\$2b\$/, '$2a$'));
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}
