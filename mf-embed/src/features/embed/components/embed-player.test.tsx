import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { EmbedPlayer } from './embed-player.tsx';

afterEach(cleanup);

it('links View to the track page', () => {
  render(
    <MemoryRouter initialEntries={['/embed/audio/42']}>
      <Routes>
        <Route path="/embed/audio/:id" element={<EmbedPlayer />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/audio/42');
});
