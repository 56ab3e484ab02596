/**
 * The sidebar's open/collapsed state (docs/product.md#2-screens-and-routes, docs/product.md#9-constants-and-limits): remembered for 7 days in a cookie, toggled
 * with Ctrl/Cmd+B; below 768 px it is an off-canvas sheet instead, closed by default.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_QUERY = '(max-width: 767px)';

export function readSidebarCookie(cookie: string): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookie);
  return match ? match[1] === 'true' : true;
}

interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function useIsMobile(initial?: boolean) {
  const [isMobile, setIsMobile] = useState(() => initial ?? window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setIsMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}

/**
 * `initial`: where there is no page to read the state from (the first-view function renders the
 * layout on a server, shell/src/first-view), the state it renders.
 */
export interface SidebarInitial {
  open: boolean;
  mobile: boolean;
}

export function SidebarProvider({ children, initial }: { children: ReactNode; initial?: SidebarInitial }) {
  const [open, setOpenState] = useState(() => initial?.open ?? readSidebarCookie(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useIsMobile(initial?.mobile);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what survives 7 days without a server.
    document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Before paint: once the sidebar is on screen, Ctrl+B works (an effect would leave a gap after a reload).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return state;
}
