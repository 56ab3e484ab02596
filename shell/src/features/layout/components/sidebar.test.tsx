import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { Sidebar } from './sidebar.tsx';

afterEach(cleanup);

it('offers visitors Discover only, and signed-in users the Navigation and Account groups', () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  render(
    <MemoryRouter>
      <Sidebar />
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
  ).toEqual(['Dashboard', 'Discover', 'Upload', 'Library', 'Recent', 'Profile']);
  expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile/u1');
  expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
});
