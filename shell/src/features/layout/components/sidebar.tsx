import { getSupabase, useSession } from '@hifi/shared';
import { Compass, History, LayoutDashboard, Library, LogOut, Upload, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

const navigation: { to: string; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/discover', label: 'Discover', icon: Compass },
  { to: '/upload', label: 'Upload', icon: Upload },
  { to: '/library', label: 'Library', icon: Library },
  { to: '/recent', label: 'Recent', icon: History },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-900'}`;

/** Side navigation; the signed-in groups of SPEC §2 (collapse and Ctrl/Cmd+B come with the layout issue). */
export function Sidebar() {
  const session = useSession();
  const navigate = useNavigate();
  const items =
    session.status === 'signed-in' ? navigation : navigation.filter((item) => item.to === '/discover');
  return (
    <nav aria-label="Sidebar" className="hidden w-64 shrink-0 border-r border-slate-800 p-3 md:block">
      <p className="px-3 pb-2 text-xs font-semibold uppercase text-slate-500">Navigation</p>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={linkClass}>
              <Icon className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      {session.status === 'signed-in' && (
        <>
          <p className="px-3 pt-4 pb-2 text-xs font-semibold uppercase text-slate-500">Account</p>
          <ul className="space-y-1">
            <li>
              <NavLink to={`/profile/${session.session.user.id}`} className={linkClass}>
                <User className="size-4" />
                Profile
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className={linkClass({ isActive: false })}
                onClick={() => {
                  void getSupabase()
                    .auth.signOut()
                    .finally(() => navigate('/login'));
                }}
              >
                <LogOut className="size-4" />
                Sign Out
              </button>
            </li>
          </ul>
        </>
      )}
    </nav>
  );
}
