import { spawn } from 'node:child_process';
import type { RunningStack } from '@hifi/backend/src/stack.ts';

/** A worker process as `pnpm start` runs it, against the stack, with its lease and idle poll. */
export function spawnWorker(
  stack: RunningStack,
  { leaseSeconds, idleMs, stdout }: { leaseSeconds: number; idleMs: number; stdout: 'ignore' | 'pipe' },
) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
      WORKER_LEASE_SECONDS: String(leaseSeconds),
      WORKER_IDLE_MS: String(idleMs),
    },
    stdio: stdout === 'pipe' ? ['ignore', 'pipe', 'inherit'] : 'ignore',
  });
}
