import { StoreProvider, Toaster } from '@hifi/shared';
import { useEffect } from 'react';
import { BrowserRouter, useMatch } from 'react-router-dom';
import { usePageViewBeacon } from '../features/analytics/page-view-beacon.ts';
import { useRefusedLinkRedirect } from '../features/auth/refused-link-redirect.ts';
import { installRipple } from '../features/effects/ripple.ts';
import { useSessionSync } from '../features/session/session-sync.ts';
import { AppRoutes } from './routes.tsx';

function SiteEffects() {
  useSessionSync();
  useRefusedLinkRedirect();
  usePageViewBeacon();
  useEffect(() => installRipple(document), []);
  return null;
}

/** The embed is a player inside other sites' pages: no session, beacon or site effects there. */
function PageEffects() {
  return useMatch('/embed/*') ? null : <SiteEffects />;
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
