import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function runAsAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of adminUrl (tests and benchmarks), empty or a copy of
 * `template`: its URL, and drop() to remove it again, connections and all.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'hifi_test', template?: string) {
  // The names are ours (prefix + uuid hex, a template we made), never user input: safe to splice.
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await runAsAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
