import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';
import { renderDatabaseTypes } from './database-types.ts';
import { loadSchemaCache } from './schema-cache.ts';

describe('the generated Database type', () => {
  let stack: RunningStack;
  let text: string;
  beforeAll(async () => {
    stack = await startTestStack('pglite');
    text = renderDatabaseTypes(await loadSchemaCache(stack.db));
  });
  afterAll(() => stack?.close());

  it('describes rows, inserts and relationships as supabase gen types does', () => {
    expect(text).toContain('audio_files: {');
    expect(text).toMatch(/Row: \{[^}]*genres: string\[\];[^}]*plays_count: number;/s);
    expect(text).toMatch(/Insert: \{[^}]*id\?: string;[^}]*title: string;/s);
    expect(text).toContain('id?: never;'); // likes.id is generated always
    expect(text).toContain("referencedRelation: 'profiles';");
  });

  it('is the checked-in shared/src/data/database.types.ts (else: run pnpm gen:types)', () => {
    const checkedIn = readFileSync(
      new URL('../../../shared/src/data/database.types.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn === text, 'shared/src/data/database.types.ts is stale: run pnpm gen:types').toBe(true);
  });

  it('type-checks the calls the site makes, and rejects a wrong column', () => {
    // inside backend/node_modules/.cache so @supabase/supabase-js resolves as it does for the site
    const backendDir = new URL('../..', import.meta.url).pathname;
    mkdirSync(join(backendDir, 'node_modules', '.cache'), { recursive: true });
    const dir = mkdtempSync(join(backendDir, 'node_modules', '.cache', 'hifi-types-'));
    try {
      writeFileSync(join(dir, 'database.types.ts'), text);
      const use = (body: string) =>
        `import { createClient } from '@supabase/supabase-js';\nimport type { Database } from './database.types.ts';\nconst s = createClient<Database>('http://x', 'k');\nexport async function f() {\n${body}\n}\n`;
      writeFileSync(
        join(dir, 'good.ts'),
        use(`const { data } = await s.from('audio_files').select('id, title, plays_count, profiles(email, username)').single();
  const n: number | undefined = data?.plays_count;
  const u: string | null | undefined = data?.profiles?.username;
  await s.from('likes').insert({ audio_file_id: 'a', user_id: 'b' });
  return [n, u];`),
      );
      writeFileSync(
        join(dir, 'bad.ts'),
        use(`await s.from('likes').insert({ audio_file_id: 'a', user_id: 'b', nope: 1 });`),
      );
      const tsc = (file: string) => {
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: {
              strict: true,
              noEmit: true,
              module: 'ESNext',
              moduleResolution: 'Bundler',
              target: 'ES2022',
              allowImportingTsExtensions: true,
              skipLibCheck: true,
            },
            files: [file],
          }),
        );
        try {
          execFileSync(join(backendDir, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.json')], {
            stdio: 'pipe',
          });
          return '';
        } catch (error) {
          return String((error as { stdout?: Buffer }).stdout ?? error);
        }
      };
      expect(tsc('good.ts')).toBe('');
      expect(tsc('bad.ts')).toMatch(/bad\.ts\(\d+,\d+\): error TS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
