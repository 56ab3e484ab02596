import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RecentPage } from './recent-page.tsx';

afterEach(cleanup);

it('renders the Recently Played heading', () => {
  render(<RecentPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Recently Played' })).toBeTruthy();
});
