import { firstViewPath, releaseFirstView } from '@hifi/shared';
import { type ReactNode, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SecondFactorGate } from '../../auth/components/second-factor-gate.tsx';
import { WaveBackground } from '../../effects/wave-background.tsx';
import { NewVersionBanner } from '../../federation/components/new-version-banner.tsx';
import { useRouteFocus } from '../hooks/use-route-focus.ts';
import { type SidebarInitial, SidebarProvider } from '../sidebar-state.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** Sidebar, header, main, the persistent player slot and the footer (docs/product.md#layout). */
const mainElement = () => document.getElementById('main');

export function AppLayout({
  player,
  children,
  sidebar,
}: {
  player: ReactNode;
  children?: ReactNode;
  /** the sidebar's state when rendered on a server (shell/src/first-view) */
  sidebar?: SidebarInitial;
}) {
  useRouteFocus(mainElement);
  // A page's first view (supabase/functions/first-view: Discover, a track) waits for its page to
  // draw the same screen; on any other route it goes at once.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname.replace(/\/$/, '') !== firstViewPath()) releaseFirstView();
  }, [pathname]);
  return (
    <SidebarProvider initial={sidebar}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-sky-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <a
        href="#player"
        className="sr-only z-50 rounded bg-sky-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to player
      </a>
      <WaveBackground />
      {/* data-app-layout: the frame the first view's boot script finds a control's twin in (shell/src/first-view/place.ts) */}
      <div className="flex min-h-screen" data-app-layout>
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header />
          {/* at least a screen tall: the footer starts below the fold, so a page's content arriving
              late does not push a visible footer down (no layout shift) */}
          <main id="main" tabIndex={-1} className="min-h-screen flex-1 p-6 outline-none">
            <NewVersionBanner />
            <SecondFactorGate>{children ?? <Outlet />}</SecondFactorGate>
          </main>
          <div className="sticky bottom-0" data-testid="player-slot">
            {player}
          </div>
          <Footer />
        </div>
      </div>
    </SidebarProvider>
  );
}
