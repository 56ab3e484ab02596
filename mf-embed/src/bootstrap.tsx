// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { StoreProvider } from '@hifi/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { EmbedPlayer } from './features/embed/components/embed-player.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StoreProvider>
        <BrowserRouter>
          <main data-remote="mf_embed" className="min-h-screen bg-slate-950 p-6 text-slate-100">
            <Routes>
              <Route path="/embed/audio/:id" element={<EmbedPlayer />} />
              <Route path="*" element={<Navigate to="/embed/audio/demo" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
