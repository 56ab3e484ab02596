import type { Session } from '@hifi/shared';
import { hifiStore, sessionAtom } from '@hifi/shared/store-in-tests';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { HomeRedirect } from './home-redirect.tsx';
import { ProtectedRoute } from './protected-route.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="/login" element={<h1>Sign in</h1>} />
        <Route path="/discover" element={<h1>Discover</h1>} />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute>
              <h1>Dashboard</h1>
            </ProtectedRoute>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const session = { user: { id: 'u1', email: 'a@b.c' }, access_token: 't' } as unknown as Session;

it('shows Loading... while the session resolves, then the page for a signed-in user', () => {
  hifiStore.set(sessionAtom, { status: 'loading' });
  renderAt('/dashboard');
  expect(screen.getByText('Loading...')).toBeTruthy();
  act(() => hifiStore.set(sessionAtom, { status: 'signed-in', session }));
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});

it('sends a signed-out user to /login', () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
});

it('sends / to /discover when signed out and to /dashboard when signed in', () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  renderAt('/');
  expect(screen.getByRole('heading', { name: 'Discover' })).toBeTruthy();
  cleanup();
  hifiStore.set(sessionAtom, { status: 'signed-in', session });
  renderAt('/');
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});

it('sends an aal1 session of a user with a verified factor to /login for the second factor', () => {
  const claims = btoa(JSON.stringify({ sub: 'u1', aal: 'aal1' })).replace(/=+$/, '');
  const aal1 = {
    user: { id: 'u1', factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }] },
    access_token: `h.${claims}.s`,
  } as unknown as Session;
  hifiStore.set(sessionAtom, { status: 'signed-in', session: aal1 });
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
});
