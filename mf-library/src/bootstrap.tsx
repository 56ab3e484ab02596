// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { StoreProvider } from '@hifi/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LibraryPage } from './features/library/components/library-page.tsx';
import { RecentPage } from './features/recent/components/recent-page.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StoreProvider>
        <BrowserRouter>
          <main data-remote="mf_library" className="min-h-screen bg-slate-950 p-6 text-slate-100">
            <Routes>
              <Route path="/library" element={<LibraryPage />} />
              <Route path="/recent" element={<RecentPage />} />
              <Route path="*" element={<Navigate to="/library" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
