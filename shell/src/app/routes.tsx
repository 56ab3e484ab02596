/** The route table of docs/product.md#2-screens-and-routes: each path → a shell page or a (remote, module) slot. */
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignupPage } from '../features/auth/components/signup-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { RemoteSlot } from '../features/federation/components/remote-slot.tsx';
import { remotes } from '../features/federation/remotes.ts';
import { AppLayout } from '../features/layout/components/app-layout.tsx';
import { PrivacyPage } from '../features/legal/components/privacy-page.tsx';
import { TermsPage } from '../features/legal/components/terms-page.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { HomeRedirect } from '../features/session/components/home-redirect.tsx';
import { ProtectedRoute } from '../features/session/components/protected-route.tsx';
import { SettingsPage } from '../features/settings/components/settings-page.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/embed/audio/:id"
        element={<RemoteSlot title="The player" module={remotes.embedPlayer} />}
      />
      <Route
        element={
          <AppLayout player={<RemoteSlot title="The player" module={remotes.playerBar} loading={null} />} />
        }
      >
        <Route index element={<HomeRedirect />} />
        <Route path="/discover" element={<RemoteSlot title="Discover" module={remotes.discoverPage} />} />
        <Route path="/audio/:id" element={<RemoteSlot title="The track page" module={remotes.trackPage} />} />
        <Route
          path="/profile/:userId"
          element={<RemoteSlot title="The profile" module={remotes.profilePage} />}
        />
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/upload" element={<RemoteSlot title="Upload" module={remotes.uploadPage} />} />
          <Route path="/library" element={<RemoteSlot title="Library" module={remotes.libraryPage} />} />
          <Route
            path="/recent"
            element={<RemoteSlot title="Recently played" module={remotes.recentPage} />}
          />
          <Route path="/settings" element={<SettingsPage />} />
        </Route>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
