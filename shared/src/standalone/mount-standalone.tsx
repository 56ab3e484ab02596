/**
 * A remote's pages on their own (its rsbuild dev server, or its build served anywhere), without
 * the shell: the page reads the same runtime config the shell reads (/config.json, which the
 * remote's dev server proxies to the stack), starts the one Supabase client and follows the
 * session, so a team sees its remote with real data. See docs/architecture.md#standalone-remotes.
 */
import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initSupabase } from '../client/supabase-client.ts';
import { fetchRuntimeConfig } from '../config/runtime-config.ts';
import { StoreProvider } from '../features/providers/store-provider.tsx';
import { StandaloneSession } from './standalone-session.tsx';

export interface StandaloneOptions {
  /** Unknown paths go here. */
  home?: string;
  /** false for a page that must not touch a session (the embed). */
  session?: boolean;
  /** Where the runtime config is read from. */
  configUrl?: string;
}

export async function mountStandalone(
  remote: string,
  routes: Record<string, ReactElement>,
  { home, session = true, configUrl = '/config.json' }: StandaloneOptions = {},
) {
  const root = document.getElementById('root');
  if (!root) return;
  document.documentElement.lang = 'en';
  try {
    initSupabase(await fetchRuntimeConfig(configUrl), { session });
  } catch (error) {
    root.textContent = `${remote} cannot reach the stack: ${String(error)}`;
    throw error;
  }
  createRoot(root).render(
    <StrictMode>
      <StoreProvider>
        {session && <StandaloneSession />}
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
