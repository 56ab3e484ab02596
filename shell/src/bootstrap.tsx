/**
 * Start of the page: read the runtime config (backend URL and key) and the remote registry (both
 * inlined in the page by the site, else asked for by the first chunk: early-fetches.ts), create the one Supabase client, start the
 * route's first data (warm-discover.ts), register the remotes with the MF runtime, render. A registry
 * that cannot be read still renders the shell: every remote slot then shows its fallback.
 */
import './styles.css';
import { fetchRuntimeConfig, initSupabase, releaseFirstView, showsFirstView } from '@hifi/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { earlyConfig, earlyRegistry } from './early-fetches.ts';
import { noteMailLinkError } from './features/auth/mail-link-error.ts';
import { startRemotes } from './features/federation/live-remotes.ts';
import { fetchRegistry } from './features/federation/registry.ts';
import { watchRemoteRejections } from './features/federation/remote-rejections.ts';
import { noteRecoveryLink } from './features/session/recovery-link.ts';
import { warmDiscover } from './features/warm-up/warm-discover.ts';

async function start(root: HTMLElement) {
  // Screen readers pick the voice from it (axe: html-has-lang); the built template has none.
  document.documentElement.lang = 'en';
  const [config, registry] = await Promise.allSettled([
    fetchRuntimeConfig(earlyConfig.path, earlyConfig.response()),
    fetchRegistry(earlyRegistry.path, earlyRegistry.response()),
  ]);
  if (config.status === 'rejected') {
    root.textContent = `The site is misconfigured: ${String(config.reason)}`;
    throw config.reason;
  }
  noteRecoveryLink(window.location.hash);
  noteMailLinkError(window.location);
  initSupabase(config.value, { session: !window.location.pathname.startsWith('/embed/') });
  warmDiscover(window.location);
  watchRemoteRejections();
  if (registry.status === 'fulfilled') startRemotes(registry.value);
  else console.error('[shell] remote registry unavailable:', registry.reason);
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // Under a first view the screen is already painted: the app renders as a transition, in slices
  // that leave the main thread free for the visitor between them (short tasks: a phone's Total
  // Blocking Time, docs/architecture.md#what-a-phone-downloads).
  if (showsFirstView()) startTransition(render);
  else render();
  // Discover releases its first view once drawn (and a failed remote at once); should neither ever
  // happen, the app shows anyway.
  if (showsFirstView()) setTimeout(releaseFirstView, FIRST_VIEW_PATIENCE_MS);
}

const FIRST_VIEW_PATIENCE_MS = 15_000;

const root = document.getElementById('root');
if (root) void start(root);
