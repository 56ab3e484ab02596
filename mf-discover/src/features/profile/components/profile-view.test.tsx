import { sampleTrack } from '@hifi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { ProfileView } from './profile-view.tsx';

afterEach(cleanup);

const profile = { id: 'u1', email: 'miles@x.test', username: null, created_at: '2026-03-05T12:00:00Z' };
const show = (isOwner: boolean, tracks = [sampleTrack()]) =>
  render(
    <MemoryRouter>
      <ProfileView profile={profile} tracks={tracks} isOwner={isOwner} />
    </MemoryRouter>,
  );

it('shows a visitor the name (e-mail local part without a username), member since and tracks, not the e-mail', () => {
  show(false);
  expect(screen.getByRole('heading', { level: 1, name: 'miles' })).toBeTruthy();
  expect(screen.queryByText('miles@x.test')).toBeNull();
  expect(screen.getByText(/Member since March 2026/)).toBeTruthy();
  expect(screen.getByTestId('track-count').textContent).toBe('1 track');
  expect(screen.getByRole('heading', { level: 2, name: 'Tracks' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit username' })).toBeNull();
});

it('shows the owner their e-mail, Your Tracks, the empty text and the username editor', () => {
  show(true, []);
  expect(screen.getByText('miles@x.test')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Your Tracks' })).toBeTruthy();
  expect(screen.getByText('No tracks uploaded yet')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
  const box = screen.getByRole('textbox', { name: 'Username' });
  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save username' }));
  expect(screen.getByRole('alert').textContent).toBe('Username cannot be empty');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
  expect(screen.getByRole('heading', { level: 1, name: 'miles' })).toBeTruthy();
});
