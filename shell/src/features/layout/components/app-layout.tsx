import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** Sidebar, header, main, the persistent player slot and the footer (SPEC §2 Layout). */
export function AppLayout({ player }: { player: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main className="flex-1 p-6">
          <Outlet />
        </main>
        <div className="sticky bottom-0" data-testid="player-slot">
          {player}
        </div>
        <Footer />
      </div>
    </div>
  );
}
