/** The built Storybook's stories (index.json), served by a static server for the suites. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../support/e2e-env.ts';

export const staticDir = join(repoRoot, 'shared', 'storybook-static');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags: string[];
}

export function storyEntries(): StoryEntry[] {
  const file = join(staticDir, 'index.json');
  if (!existsSync(file))
    throw new Error('Storybook is not built: run `pnpm build-storybook` first (pnpm test:e2e does)');
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries);
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/**
 * Opens a story and waits until Storybook has finished it (loaders, render, play function);
 * resolves to null when it finished cleanly, or to the error Storybook showed. A page that has
 * the preview loaded already switches story over Storybook's channel, as the manager does,
 * instead of loading the bundle again.
 */
export async function openStory(page: Page, baseUrl: string, id: string): Promise<string | null> {
  const switched = page.url().startsWith(`${baseUrl}/iframe.html`)
    ? await page.evaluate((storyId) => {
        const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        channel?.emit('setCurrentStory', { storyId, viewMode: 'story' });
        return Boolean(channel);
      }, id)
    : false;
  if (!switched) await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story`);
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 20_000 },
  );
  return page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? `${document.querySelector('#error-message')?.textContent ?? ''} ${document.querySelector('#error-stack')?.textContent ?? ''}`.trim()
      : null,
  );
}
