import type { RunningStack } from '../stack.ts';
import { DEMO_USERS } from './demo-community.ts';
import { seedClient, seedDemo } from './seed-demo.ts';

/**
 * The first `pnpm start` on an empty database (no users, no tracks) loads the demo community so
 * the site is alive at once. SEED=false turns it off; it never runs on a database with data.
 *
 * All or nothing: the seed speaks HTTP to the stack (auth, storage, rest), so it cannot be one
 * transaction. A marker row records that it started and when it finished; a start that finds it
 * started but not finished (the process was killed) removes what the demo users left and seeds
 * again. Nothing but the demo users' own rows and objects is touched.
 */
export async function seedOnFirstStart(stack: RunningStack, env = process.env): Promise<void> {
  if (env.SEED === 'false' || env.SEED === '0') return;
  const marker = await stack.db.query<{ finished: boolean }>(
    'select finished_at is not null as finished from hifi_stack.first_start_seed',
  );
  const state = marker.rows[0];
  if (state?.finished) return;
  if (!state) {
    const { rows } = await stack.db.query<{ empty: boolean }>(
      'select not exists (select 1 from auth.users) and not exists (select 1 from public.audio_files) as empty',
    );
    if (!rows[0]?.empty) {
      // A database with data of its own (or seeded before this marker existed): never seed it.
      await stack.db.query('insert into hifi_stack.first_start_seed (finished_at) values (now())');
      return;
    }
    await stack.db.query('insert into hifi_stack.first_start_seed default values');
    console.log('[seed] empty database: loading the demo community (SEED=false to skip)');
  } else {
    console.log('[seed] the last demo seed did not finish: removing it and seeding again');
    await removeDemo(stack);
  }
  try {
    await seedDemo({
      url: stack.url,
      serviceRoleKey: stack.keys.serviceRoleKey,
      anonKey: stack.keys.anonKey,
      db: stack.db,
    });
    await stack.db.query('update hifi_stack.first_start_seed set finished_at = now()');
  } catch (error) {
    console.error(`[seed] failed: ${(error as Error).message} (the next start tries again)`);
    await removeDemo(stack).catch(() => {});
  }
}

/** The demo users and everything hanging off them: rows cascade from auth.users, objects go by the storage API. */
async function removeDemo(stack: RunningStack) {
  const emails = DEMO_USERS.map((u) => u.email);
  const { rows } = await stack.db.query<{ name: string }>(
    `select o.name from storage.objects o join auth.users u on o.owner_id = u.id::text
     where o.bucket_id = 'audio' and u.email = any($1::text[])`,
    [emails],
  );
  if (rows.length > 0) {
    const supabase = seedClient(stack.url, stack.keys.serviceRoleKey);
    const { error } = await supabase.storage.from('audio').remove(rows.map((r) => r.name));
    if (error) console.error(`[seed] could not remove demo objects: ${error.message}`);
  }
  await stack.db.query('delete from auth.users where email = any($1::text[])', [emails]);
}
