/**
 * The stack as its own process for tests that kill it (tus-resume.test.ts). Unlike main.ts it
 * takes only what those tests set, so nothing else from the environment (mail, OIDC) joins in.
 */
import { mkdir } from 'node:fs/promises';
import { startStack } from '../stack.ts';

const port = Number(process.env.PORT);
if (process.env.DATA_DIR) await mkdir(process.env.DATA_DIR, { recursive: true });
await startStack({
  port,
  host: '127.0.0.1',
  siteUrl: `http://127.0.0.1:${port}`,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  jwtSecret: process.env.JWT_SECRET,
});
console.log(`listening on ${port}`);
