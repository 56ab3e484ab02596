import { configFromEnv } from '../config.ts';
import { deriveKeys } from '../keys/jwt.ts';
import { loadJwtSecret } from '../keys/secret.ts';
import { startStack } from '../stack.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `pnpm stack:seed`: loads the demo community into
 * - a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set;
 * - else the local stack if it is running (`pnpm start`), over HTTP;
 * - else the local stack's database, by starting the stack in this process for the duration.
 */
const hostedUrl = process.env.SUPABASE_URL;
const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY;

if (hostedUrl && hostedKey) {
  await seedDemo({ url: hostedUrl, serviceRoleKey: hostedKey, anonKey: process.env.SUPABASE_ANON_KEY });
} else {
  const config = configFromEnv();
  const keys = await deriveKeys(await loadJwtSecret(config.dataDir, config.jwtSecret));
  if (await isRunning(config.siteUrl, keys.anonKey)) {
    console.log(`[seed] seeding the running stack at ${config.siteUrl}`);
    await seedDemo({ url: config.siteUrl, serviceRoleKey: keys.serviceRoleKey, anonKey: keys.anonKey });
  } else {
    const stack = await startStack({ ...config, port: 0, host: '127.0.0.1' });
    try {
      await seedDemo({
        url: stack.url,
        serviceRoleKey: stack.keys.serviceRoleKey,
        anonKey: stack.keys.anonKey,
        db: stack.db,
      });
    } finally {
      await stack.close();
    }
  }
}

async function isRunning(url: string, anonKey: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/rest/v1/`, {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(1500),
    });
    return res.ok;
  } catch {
    return false;
  }
}
