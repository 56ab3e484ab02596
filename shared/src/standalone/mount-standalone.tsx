import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StoreProvider } from '../state/hooks.tsx';

/**
 * Mounts a remote's pages on their own (rsbuild dev/preview of one remote, without the shell):
 * routes map path → page; unknown paths go to home when given.
 */
export function mountStandalone(remote: string, routes: Record<string, ReactElement>, home?: string) {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <StoreProvider>
        <BrowserRouter>
          <main data-remote={remote} className="min-h-screen bg-slate-950 p-6 text-slate-100">
            <Routes>
              {Object.entries(routes).map(([path, element]) => (
                <Route key={path} path={path} element={element} />
              ))}
              {home && <Route path="*" element={<Navigate to={home} replace />} />}
            </Routes>
          </main>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
