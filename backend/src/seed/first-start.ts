import type { RunningStack } from '../stack.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The first `pnpm start` on an empty database (no users, no tracks) loads the demo community so
 * the site is alive at once. SEED=false turns it off; it never runs on a database with data.
 */
export async function seedOnFirstStart(stack: RunningStack, env = process.env): Promise<void> {
  if (env.SEED === 'false' || env.SEED === '0') return;
  const { rows } = await stack.db.query<{ empty: boolean }>(
    'select not exists (select 1 from auth.users) and not exists (select 1 from public.audio_files) as empty',
  );
  if (!rows[0]?.empty) return;
  console.log('[seed] empty database: loading the demo community (SEED=false to skip)');
  try {
    await seedDemo({
      url: stack.url,
      serviceRoleKey: stack.keys.serviceRoleKey,
      anonKey: stack.keys.anonKey,
      db: stack.db,
    });
  } catch (error) {
    console.error(`[seed] failed: ${(error as Error).message}`);
  }
}
