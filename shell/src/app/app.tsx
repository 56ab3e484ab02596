import { StoreProvider, Toaster } from '@hifi/shared';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { usePageViewBeacon } from '../features/analytics/page-view-beacon.ts';
import { installRipple } from '../features/effects/ripple.ts';
import { useSessionSync } from '../features/session/session-sync.ts';
import { AppRoutes } from './routes.tsx';

function PageEffects() {
  useSessionSync();
  usePageViewBeacon();
  useEffect(() => installRipple(document), []);
  return null;
}

export function App() {
  return (
    <StoreProvider>
      <BrowserRouter>
        <PageEffects />
        <AppRoutes />
        <Toaster />
      </BrowserRouter>
    </StoreProvider>
  );
}
