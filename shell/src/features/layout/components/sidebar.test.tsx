import type { Session } from '@hifi/shared';
import { hifiStore, sessionAtom } from '@hifi/shared/store-in-tests';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { SidebarProvider } from '../sidebar-state.tsx';
import { Sidebar } from './sidebar.tsx';

afterEach(cleanup);

it('offers visitors Discover only, and signed-in users the Navigation and Account groups', () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  render(
    <MemoryRouter>
      <SidebarProvider>
        <Sidebar />
      </SidebarProvider>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Discover']);

  act(() => hifiStore.set(sessionAtom, { status: 'signed-in', session: { user: { id: 'u1' } } as Session }));
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Discover', 'Feed', 'Upload', 'Library', 'Recent', 'Profile', 'Settings']);
  expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile/u1');
  expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
});

it('collapses to icons with Ctrl+B and remembers it in a 7-day cookie', () => {
  hifiStore.set(sessionAtom, { status: 'signed-in', session: { user: { id: 'u1' } } as Session });
  // biome-ignore lint/suspicious/noDocumentCookie: the state the provider reads at start.
  document.cookie = 'sidebar_state=true; path=/';
  render(
    <MemoryRouter>
      <SidebarProvider>
        <Sidebar />
      </SidebarProvider>
    </MemoryRouter>,
  );
  const rail = screen.getByTestId('sidebar');
  expect(rail.dataset.state).toBe('expanded');
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }));
  });
  expect(rail.dataset.state).toBe('collapsed');
  expect(document.cookie).toContain('sidebar_state=false');
  // Collapsed links keep their names for screen readers.
  expect(screen.getByRole('link', { name: 'Library' })).toBeTruthy();
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'B', metaKey: true }));
  });
  expect(rail.dataset.state).toBe('expanded');
});
