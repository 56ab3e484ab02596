import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { ProfilePage } from './profile-page.tsx';

afterEach(cleanup);

it("titles the track list 'Your Tracks' only for the profile's owner", () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  render(
    <MemoryRouter initialEntries={['/profile/u1']}>
      <Routes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Tracks' })).toBeTruthy();
  act(() => hifiStore.set(sessionAtom, { status: 'signed-in', session: { user: { id: 'u1' } } as Session }));
  expect(screen.getByRole('heading', { level: 2, name: 'Your Tracks' })).toBeTruthy();
});
