import { editablePlaylistsOptions, hifiQueryClient, Sheet, SheetContent, useSession } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Compass,
  History,
  LayoutDashboard,
  Library,
  ListMusic,
  LogOut,
  Rss,
  Settings,
  Upload,
  User,
} from 'lucide-react';
import type { ComponentType, ReactElement } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { needsSecondFactor } from '../../session/assurance.ts';
import { signOut } from '../../session/sign-out.ts';
import { useSidebar } from '../sidebar-state.tsx';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const navigation: { to: string; label: string; icon: Icon }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/discover', label: 'Discover', icon: Compass },
  { to: '/feed', label: 'Feed', icon: Rss },
  { to: '/upload', label: 'Upload', icon: Upload },
  { to: '/library', label: 'Library', icon: Library },
  { to: '/recent', label: 'Recent', icon: History },
];

const itemClass = (active: boolean, collapsed: boolean) =>
  `flex w-full items-center gap-2 rounded-md py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-500 ${
    collapsed ? 'justify-center px-0' : 'px-3'
  } ${active ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-900'}`;

/** The navigation itself, shared by the desktop rail and the mobile sheet. */
function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  // A session still waiting for its second factor opens nothing yet (the main area asks for the code).
  const member = session.status === 'signed-in' && !needsSecondFactor(session.session) ? session : null;
  const items = member ? navigation : navigation.filter((item) => item.to === '/discover');
  const label = (text: string) => <span className={collapsed ? 'sr-only' : 'truncate'}>{text}</span>;
  const groupTitle = (text: string, id: string) => (
    <p
      id={id}
      className={`px-3 pb-2 text-xs font-semibold uppercase text-slate-400 ${collapsed ? 'sr-only' : ''}`}
    >
      {text}
    </p>
  );
  const link = ({ to, label: text, icon: Icon }: { to: string; label: string; icon: Icon }) => (
    <li key={to}>
      <NavLink
        to={to}
        title={collapsed ? text : undefined}
        onClick={onNavigate}
        className={({ isActive }) => itemClass(isActive, collapsed)}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {label(text)}
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Sidebar" className="flex flex-col gap-4">
      <div>
        {groupTitle('Navigation', 'sidebar-navigation')}
        <ul className="space-y-1" aria-labelledby="sidebar-navigation">
          {items.map(link)}
        </ul>
      </div>
      {member && <PlaylistLinks userId={member.session.user.id} link={link} groupTitle={groupTitle} />}
      {member && (
        <div>
          {groupTitle('Account', 'sidebar-account')}
          <ul className="space-y-1" aria-labelledby="sidebar-account">
            {link({ to: `/profile/${member.session.user.id}`, label: 'Profile', icon: User })}
            {link({ to: '/settings', label: 'Settings', icon: Settings })}
            <li>
              <button
                type="button"
                title={collapsed ? 'Sign Out' : undefined}
                className={itemClass(false, collapsed)}
                onClick={() => {
                  onNavigate?.();
                  // docs/product.md#8-error-messages: the sidebar goes to /login even when sign-out fails (the toast says so).
                  // Leaving first also keeps a protected page from noting itself as the page to
                  // return to after the next sign-in: signing out is not being sent away.
                  navigate('/login');
                  signOut().catch(() => undefined);
                }}
              >
                <LogOut className="size-4 shrink-0" aria-hidden />
                {label('Sign Out')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </nav>
  );
}

/** The member's playlists and those they edit; nothing until they have one. */
function PlaylistLinks({
  userId,
  link,
  groupTitle,
}: {
  userId: string;
  link: (item: { to: string; label: string; icon: Icon }) => ReactElement;
  groupTitle: (text: string, id: string) => ReactElement;
}) {
  const playlists = useQuery(editablePlaylistsOptions(userId), hifiQueryClient);
  if (!playlists.data?.length) return null;
  return (
    <div>
      {groupTitle('Playlists', 'sidebar-playlists')}
      <ul className="max-h-64 space-y-1 overflow-y-auto" aria-labelledby="sidebar-playlists">
        {playlists.data.map((p) => link({ to: `/playlist/${p.id}`, label: p.title, icon: ListMusic }))}
      </ul>
    </div>
  );
}

/** Side navigation (docs/product.md#2-screens-and-routes): a rail collapsible to icons on desktop, an off-canvas sheet on mobile. */
export function Sidebar() {
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          title="Sidebar"
          className="w-[18rem] pt-12"
          data-testid="sidebar-sheet"
          onCloseAutoFocus={(event) => {
            // The sheet is opened by the header's trigger or Ctrl/Cmd+B: focus goes back to the trigger.
            event.preventDefault();
            document.querySelector<HTMLElement>('[data-sidebar-trigger]')?.focus();
          }}
        >
          <SidebarContent collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-state={open ? 'expanded' : 'collapsed'}
      data-testid="sidebar"
      className={`shrink-0 border-r border-slate-800 py-3 transition-[width] duration-200 ${
        open ? 'w-[16rem] px-3' : 'w-[3rem] px-1'
      }`}
    >
      <SidebarContent collapsed={!open} />
    </aside>
  );
}
