// The embed player as a page of its own: what the stack serves at /embed/audio/{id} and
// /embed/release/{id}, inside other
// sites' iframes. No shell, no federation, no session; '@hifi/shared' resolves to its embed-page
// entry in this build (rsbuild.config.ts, environment `embed`). The shell's /embed route stays
// the fallback for a site whose mf-embed build has no embed.html.
import 'tailwindcss/preflight.css';
import './styles.css';
import { fetchRuntimeConfig, initSupabase } from '@hifi/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmbedPlayer } from './features/embed/components/embed-player.tsx';

async function start(root: HTMLElement) {
  document.documentElement.lang = 'en';
  try {
    initSupabase(await fetchRuntimeConfig('/config.json'), { session: false });
  } catch (error) {
    root.textContent = 'The player is unavailable right now.';
    throw error;
  }
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <div data-remote="mf_embed">
          <Routes>
            <Route path="/embed/audio/:id" element={<EmbedPlayer />} />
            <Route path="/embed/release/:id" element={<EmbedPlayer />} />
          </Routes>
        </div>
      </BrowserRouter>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
