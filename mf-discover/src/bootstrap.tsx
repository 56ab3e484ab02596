// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { StoreProvider } from '@hifi/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DiscoverPage } from './features/discover/components/discover-page.tsx';
import { ProfilePage } from './features/profile/components/profile-page.tsx';
import { TrackPage } from './features/track/components/track-page.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StoreProvider>
        <BrowserRouter>
          <main data-remote="mf_discover" className="min-h-screen bg-slate-950 p-6 text-slate-100">
            <Routes>
              <Route path="/discover" element={<DiscoverPage />} />
              <Route path="/audio/:id" element={<TrackPage />} />
              <Route path="/profile/:userId" element={<ProfilePage />} />
              <Route path="*" element={<Navigate to="/discover" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
