// Builds dist/pglite-template.tar.gz: an initialised PGlite data directory. PGlite's initdb runs
// a second PostgreSQL and the initdb program beside the first (about 800 MB at peak); the stack
// starts from this template instead, so its first start costs what any later start costs.
// Runs in its own short-lived process during the build, and only when the template is missing
// or was made by another PGlite version.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const dist = new URL('../dist/', import.meta.url).pathname;
const target = join(dist, 'pglite-template.tar.gz');
const stamp = join(dist, 'pglite-template.version');
const version = JSON.parse(
  readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
).version;

if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version) process.exit(0);
const dir = mkdtempSync(join(tmpdir(), 'hifi-pglite-template-'));
try {
  const pg = await PGlite.create({ dataDir: join(dir, 'pglite') });
  const blob = await pg.dumpDataDir('gzip');
  await pg.close();
  writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
  writeFileSync(stamp, version);
  console.log(`[build] PGlite ${version} data directory template written`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
