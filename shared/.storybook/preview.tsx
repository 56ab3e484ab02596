import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { initSupabase } from '@hifi/shared';
import { hifiStore, playerAtoms, sessionAtom } from '@hifi/shared/store-internals';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import type { Preview } from 'storybook-react-rsbuild';
import { AUTH_STORAGE_KEY } from '../src/client/supabase-client.ts';
import { hifiQueryClient } from '../src/data/query-client.ts';
import { STORY_ANON_KEY, storyFallbackHandlers } from '../src/stories/network.ts';
import './preview.css';

// msw directly (msw-storybook-addon 3 targets CSF factories): one worker, each story's handlers.
let worker: Promise<SetupWorker> | undefined;
function mockNetwork(handlers: RequestHandler[]) {
  worker ??= (async () => {
    const started = setupWorker();
    await started.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return started;
  })();
  return worker.then((w) => w.resetHandlers(...handlers));
}

// The site's own service worker (the upload keep-alive) would take over msw's scope, so in
// Storybook only msw's worker is registered; the page carries on as it does without one.
const registerWorker = navigator.serviceWorker.register.bind(navigator.serviceWorker);
navigator.serviceWorker.register = (url, options) =>
  String(url).includes('mockServiceWorker')
    ? registerWorker(url, options)
    : Promise.reject(new Error('only the mock service worker runs in Storybook'));

const preview: Preview = {
  tags: ['autodocs'],
  // Every story starts from the same global state, whatever a designer opened before it: a fresh
  // client pointed at Storybook's own origin (msw answers there), no stored session, an idle player.
  beforeEach: async ({ parameters }) => {
    // A story's own handlers come first; whatever they leave out gets the empty fallback.
    await mockNetwork([
      ...((parameters.network as RequestHandler[] | undefined) ?? []),
      ...storyFallbackHandlers,
    ]);
    localStorage.removeItem(AUTH_STORAGE_KEY);
    initSupabase({ url: window.location.origin, anonKey: STORY_ANON_KEY });
    hifiQueryClient.clear();
    hifiStore.set(sessionAtom, { status: 'loading' });
    hifiStore.set(playerAtoms.closePlayerAtom);
  },
  parameters: {
    // axe runs after every story (the a11y panel); the story suite fails on serious and critical
    // violations, so the panel's own verdict is advisory ('todo') rather than failing twice.
    a11y: { test: 'todo', config: { rules: [{ id: 'region', enabled: false }] } },
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => (
      <QueryClientProvider client={hifiQueryClient}>
        <div
          className={
            context.parameters.layout === 'fullscreen'
              ? 'min-h-screen bg-slate-950 text-slate-100'
              : 'min-h-40 bg-slate-950 p-6 text-slate-100'
          }
        >
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
};
export default preview;
