import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';
import pLimit from 'p-limit';
import { AuthError } from '../http/auth-error.ts';

// Supabase stores bcrypt "$2a$" hashes at cost 10; keeping that format lets users move to a hosted project.
const COST = 10;

// Native bcrypt hashes on libuv's thread pool, off the event loop. Fewer hashes at once than cores
// leaves a core for everything else, so a password brute force cannot starve other visitors
// (docs/architecture.md, "Limits and headers").
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

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
  // GoTrue's dumps use the $2a$ label; $2a$ and $2b$ differ only in the label.
  return hashing(async () => bcrypt.hash(password, await bcrypt.genSalt(COST, 'a')));
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return hashing(() => bcrypt.compare(password, hash));
}
