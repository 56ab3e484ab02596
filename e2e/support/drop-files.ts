/**
 * Drops files on an element the way a member drags them from the desktop: a DataTransfer built in
 * the page holding the files' bytes, sent with dragenter, dragover and drop.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Locator, Page } from '@playwright/test';

const TYPES: Record<string, string> = { flac: 'audio/flac', wav: 'audio/wav', m4a: 'audio/mp4' };

export async function dropFiles(page: Page, target: Locator, paths: string[]) {
  const files = paths.map((path) => ({
    name: basename(path),
    type: TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? '',
    base64: readFileSync(path).toString('base64'),
  }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}
