import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LibraryPage } from './library-page.tsx';

afterEach(cleanup);

it('opens on My Uploads and switches to My Likes', () => {
  render(<LibraryPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
  expect(screen.getByRole('tabpanel').textContent).toBe('No uploaded files found');
  fireEvent.click(screen.getByRole('tab', { name: 'My Likes' }));
  expect(screen.getByRole('tab', { name: 'My Likes' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').textContent).toBe('No liked files found');
});
