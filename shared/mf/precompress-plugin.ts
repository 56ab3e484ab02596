/**
 * Writes a Brotli copy (<file>.br) beside every text file of a production build, so the server
 * sends quality-11 Brotli without compressing on the first visitor's request
 * (backend/src/site/static-files.ts serves the sibling when it is at least as new as the file).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const text = /\.(html|js|mjs|css|json|svg|txt)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(dir: string): Promise<void> {
  for await (const file of filesUnder(dir)) {
    if (!text.test(file)) continue;
    const body = await readFile(file);
    const br = await promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    // Only when it pays: a tiny file's Brotli can be larger than the file.
    if (br.length < body.length && (await stat(file)).size === body.length) await writeFile(`${file}.br`, br);
  }
}

export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'hifi:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      if (api.context.action === 'build') await precompress(api.context.distPath);
    });
  },
});
