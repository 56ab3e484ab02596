import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);

it("the confusables migration holds exactly the mapping the unhomoglyph package ships (Unicode's confusables.txt)", () => {
  const sql = readFileSync(
    new URL('../../supabase/migrations/20261128003000_confusables.sql', import.meta.url),
    'utf8',
  );
  const rows = [...sql.matchAll(/^\((\d+),'\{([\d,]+)\}'(?:::int\[\])?\)/gm)].map(([, source, prototype]) => [
    String.fromCodePoint(Number(source)),
    String.fromCodePoint(...(prototype ?? '').split(',').map(Number)),
  ]);
  const shipped = require('unhomoglyph/data.json') as Record<string, string>;
  expect(Object.fromEntries(rows)).toEqual(shipped);
  expect(rows.length).toBe(Object.keys(shipped).length);
});
