import { orphanTtlSeconds, startOrphanCleanup } from './orphan-cleanup.ts';
import { AnalysisWorker, serviceClient } from './worker.ts';

/**
 * `pnpm --filter @hifi/worker start`: one analysis worker. SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY name the project (the local stack or a hosted one); WORKER_CONCURRENCY
 * runs several workers in this process (each claims its own jobs). Beside them, the cleanup job
 * removes objects no track uses after ORPHAN_TTL_SECONDS (default 86400).
 */
const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error('set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (pnpm stack:status shows the local ones)');
  process.exit(1);
}
const count = Math.max(1, Number(process.env.WORKER_CONCURRENCY ?? 1));
const workers = Array.from(
  { length: count },
  () =>
    new AnalysisWorker({
      supabaseUrl: url,
      serviceRoleKey: key,
      leaseSeconds: process.env.WORKER_LEASE_SECONDS ? Number(process.env.WORKER_LEASE_SECONDS) : undefined,
      idleMs: process.env.WORKER_IDLE_MS ? Number(process.env.WORKER_IDLE_MS) : undefined,
    }),
);
const stopCleanup = startOrphanCleanup(serviceClient(url, key), orphanTtlSeconds());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopCleanup();
    for (const w of workers) w.stop();
    setTimeout(() => process.exit(0), 200).unref();
  });
}
console.log(`[worker] ${count} worker(s) taking analysis jobs from ${url}`);
await Promise.all(workers.map((w) => w.run()));
