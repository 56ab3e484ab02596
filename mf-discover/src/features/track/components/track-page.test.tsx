import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { TrackPage } from './track-page.tsx';

afterEach(cleanup);

it('reads the track id from the route', () => {
  render(
    <MemoryRouter initialEntries={['/audio/42']}>
      <Routes>
        <Route path="/audio/:id" element={<TrackPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Track' })).toBeTruthy();
  expect(screen.getByText('Track 42')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Discover Audio' }).getAttribute('href')).toBe('/discover');
});
