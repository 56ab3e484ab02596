/** The route table of docs/product.md#2-screens-and-routes: each path → a shell page or a (remote, module) slot. */
import { Loading } from '@hifi/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '../features/federation/components/remote-slot.tsx';
import { remotes } from '../features/federation/remotes.ts';
import { AppLayout } from '../features/layout/components/app-layout.tsx';
import { PlayerSlot } from '../features/layout/components/player-slot.tsx';
import { SecretLinkRoute } from '../features/links/components/secret-link-route.tsx';
import { HomeRedirect } from '../features/session/components/home-redirect.tsx';
import { ProtectedRoute } from '../features/session/components/protected-route.tsx';

/**
 * The shell's own pages load when visited: most visits land on a remote's page (Discover, a
 * track), and a phone should not download the sign-in, settings and legal pages for them.
 */
function shellPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

const loginPage = shellPage(
  () => import('../features/auth/components/login-page.tsx'),
  (m) => m.LoginPage,
);
const signupPage = shellPage(
  () => import('../features/auth/components/signup-page.tsx'),
  (m) => m.SignupPage,
);
const dashboardPage = shellPage(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const settingsPage = shellPage(
  () => import('../features/settings/components/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const termsPage = shellPage(
  () => import('../features/legal/components/terms-page.tsx'),
  (m) => m.TermsPage,
);
const privacyPage = shellPage(
  () => import('../features/legal/components/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const notFoundPage = shellPage(
  () => import('../features/not-found/components/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/embed/audio/:id"
        element={<RemoteSlot title="The player" module={remotes.embedPlayer} />}
      />
      <Route
        path="/embed/release/:id"
        element={<RemoteSlot title="The player" module={remotes.embedPlayer} />}
      />
      <Route element={<AppLayout player={<PlayerSlot />} />}>
        <Route index element={<HomeRedirect />} />
        <Route path="/discover" element={<RemoteSlot title="Discover" module={remotes.discoverPage} />} />
        <Route path="/audio/:id" element={<RemoteSlot title="The track page" module={remotes.trackPage} />} />
        <Route
          path="/profile/:userId"
          element={<RemoteSlot title="The profile" module={remotes.profilePage} />}
        />
        <Route
          path="/release/:id"
          element={<RemoteSlot title="The release" module={remotes.releasePage} />}
        />
        <Route
          path="/playlist/:id"
          element={<RemoteSlot title="The playlist" module={remotes.playlistPage} />}
        />
        <Route path="/s/:token" element={<SecretLinkRoute />} />
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard" element={dashboardPage} />
          <Route path="/upload" element={<RemoteSlot title="Upload" module={remotes.uploadPage} />} />
          <Route path="/library" element={<RemoteSlot title="Library" module={remotes.libraryPage} />} />
          <Route
            path="/recent"
            element={<RemoteSlot title="Recently played" module={remotes.recentPage} />}
          />
          <Route path="/feed" element={<RemoteSlot title="Your feed" module={remotes.feedPage} />} />
          <Route
            path="/notifications"
            element={<RemoteSlot title="Notifications" module={remotes.notificationsPage} />}
          />
          <Route path="/settings" element={settingsPage} />
        </Route>
        <Route path="/login" element={loginPage} />
        <Route path="/signup" element={signupPage} />
        <Route path="/terms" element={termsPage} />
        <Route path="/privacy" element={privacyPage} />
        <Route path="*" element={notFoundPage} />
      </Route>
    </Routes>
  );
}
