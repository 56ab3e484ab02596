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

/**
 * The stories the visual suite shoots, and checks as it does (the story suite checks the rest):
 * every whole page (Pages/*) and every UI kit story (UI/*). A page's Phone story is the same page
 * the 390 px shot already shows.
 */
export function isShot(entry: StoryEntry): boolean {
  return (
    entry.type === 'story' &&
    (entry.title.startsWith('Pages/') || entry.title.startsWith('UI/')) &&
    entry.name !== 'Phone'
  );
}

type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __storyResults?: Record<string, { status?: string; errors: string[]; axe: string[] }>;
};

/**
 * Opens a story the way the manager does, over Storybook's channel, and waits until Storybook
 * has finished it (loaders, render, play function, afterEach). Resolves to the errors it
 * reported: a render error, a play function that threw, or errors thrown while playing.
 * The preview bundle loads once per page; every story after that is a channel message.
 */
export async function openStory(
  page: Page,
  baseUrl: string,
  id: string,
): Promise<{ errors: string[]; axe: string[] }> {
  try {
    return await switchToStory(page, baseUrl, id, 10_000);
  } catch (error) {
    // A preview that stopped answering (seen once in a while on a loaded machine) is loaded
    // afresh and the story opened again; a story that never finishes still fails here.
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    await page.goto('about:blank');
    return switchToStory(page, baseUrl, id, 20_000);
  }
}

async function switchToStory(
  page: Page,
  baseUrl: string,
  id: string,
  timeout: number,
): Promise<{ errors: string[]; axe: string[] }> {
  if (!page.url().startsWith(`${baseUrl}/iframe.html`)) {
    await page.goto(`${baseUrl}/iframe.html`);
    await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__));
    await page.evaluate(() => {
      const win = window as PreviewWindow;
      const results: NonNullable<PreviewWindow['__storyResults']> = {};
      win.__storyResults = results;
      const current = () => new URL(window.location.href).searchParams.get('id') ?? '';
      const record = (storyId: string) => {
        results[storyId] ??= { errors: [], axe: [] };
        return results[storyId];
      };
      const text = (error: { message?: string; stack?: string }) => `${error.message ?? ''}`;
      const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
      type AxeViolation = { id: string; impact?: string; help: string; nodes: { target: string[] }[] };
      type Report = { type: string; result?: { violations?: AxeViolation[]; error?: unknown } };
      channel?.on('storyFinished', (event: { storyId: string; status: string; reporters: Report[] }) => {
        const result = record(event.storyId);
        // addon-a11y runs axe after every story and reports here.
        for (const report of event.reporters.filter((r) => r.type === 'a11y')) {
          if (report.result?.error) result.errors.push(`axe could not run: ${String(report.result.error)}`);
          for (const v of report.result?.violations ?? []) {
            if (v.impact === 'serious' || v.impact === 'critical') {
              result.axe.push(`${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
            }
          }
        }
        result.status = event.status;
      });
      channel?.on('playFunctionThrewException', (error: { message?: string }) =>
        record(current()).errors.push(`play function: ${text(error)}`),
      );
      channel?.on('storyThrewException', (error: { message?: string }) =>
        record(current()).errors.push(`render: ${text(error)}`),
      );
      channel?.on('storyErrored', (error: { title?: string; description?: string }) =>
        record(current()).errors.push(`story: ${error.title ?? ''} ${error.description ?? ''}`),
      );
      channel?.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) =>
        record(current()).errors.push(...errors.map((e) => `while playing: ${text(e)}`)),
      );
    });
  }
  await page.evaluate((storyId) => {
    const win = window as PreviewWindow;
    if (win.__storyResults) delete win.__storyResults[storyId];
    // Storybook answers a switch to the story already shown with "unchanged" and never finishes it
    // again (the visual suite shoots each story at two widths, one after the other): remount it.
    const shown = new URL(window.location.href).searchParams.get('id') === storyId;
    window.history.replaceState(null, '', `?id=${storyId}&viewMode=story`);
    if (shown) win.__STORYBOOK_ADDONS_CHANNEL__?.emit('forceRemount', { storyId });
    else win.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  const handle = await page.waitForFunction(
    (storyId) => {
      const result = (window as PreviewWindow).__storyResults?.[storyId];
      return result?.status ? result : false;
    },
    id,
    { timeout },
  );
  const result = (await handle.jsonValue()) as { status: string; errors: string[]; axe: string[] };
  const errors =
    result.status === 'success' ? result.errors : [...result.errors, `finished: ${result.status}`];
  return { errors, axe: result.axe };
}
