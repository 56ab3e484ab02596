import { StoreProvider, Toaster } from '@hifi/shared';
import { useEffect } from 'react';
import { BrowserRouter, useMatch } from 'react-router-dom';
import { earlyConfig } from '../early-fetches.ts';
import { fetchAnalyticsEndpoint, usePageViewBeacon } from '../features/analytics/page-view-beacon.ts';
import { useRefusedLinkRedirect } from '../features/auth/refused-link-redirect.ts';
import { installRipple } from '../features/effects/ripple.ts';
import { useSessionSync } from '../features/session/session-sync.ts';
import { AppRoutes } from './routes.tsx';

/** The endpoint from the config the page started with (inlined or fetched once), not a new request. */
const analyticsEndpoint = () => fetchAnalyticsEndpoint(earlyConfig.path, earlyConfig.response());

function SiteEffects() {
  useSessionSync();
  useRefusedLinkRedirect();
  usePageViewBeacon(analyticsEndpoint);
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
