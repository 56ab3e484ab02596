import { configFromEnv } from './config.ts';
import { deriveKeys } from './keys/jwt.ts';
import { loadJwtSecret } from './keys/secret.ts';

/** `pnpm stack:status [--json]`: the address and keys of the local stack, under Supabase CLI's names. */
const config = configFromEnv();
const keys = await deriveKeys(await loadJwtSecret(config.dataDir, config.jwtSecret));
const status = {
  API_URL: config.siteUrl,
  ANON_KEY: keys.anonKey,
  SERVICE_ROLE_KEY: keys.serviceRoleKey,
  JWT_SECRET: keys.jwtSecret,
  DB_URL: config.databaseUrl ?? `pglite://${config.dataDir}/pglite`,
  MAIL_URL: process.env.MAIL_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? 1080}`,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(status, null, 2));
} else {
  const width = Math.max(...Object.keys(status).map((k) => k.length));
  for (const [key, value] of Object.entries(status)) console.log(`${key.padStart(width)}: ${value}`);
}
