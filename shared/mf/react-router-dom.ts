/**
 * What the page shares as 'react-router-dom' (mf-shared.ts): only the parts the apps use. A
 * shared module cannot be tree-shaken (any consumer might use any export), so sharing the
 * package itself shipped all of react-router (data routers, server rendering, cookies) to every
 * phone. An app that needs another export adds it here; the build warns about a missing one.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
