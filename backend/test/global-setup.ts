import { migratedPgliteImage, migratedPostgresTemplate } from './migrated-databases.ts';

/** Makes the migrated databases test stacks start from once, before the test files run in parallel. */
export default async function setup() {
  await migratedPgliteImage();
  if (process.env.DATABASE_URL) await migratedPostgresTemplate(process.env.DATABASE_URL);
}
