import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DiscoverPage } from './discover-page.tsx';

afterEach(cleanup);

it('renders the discovery heading and subtitle of SPEC §1', () => {
  render(<DiscoverPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeTruthy();
  expect(screen.getByText('Search and listen to lossless audio files shared by our community')).toBeTruthy();
});
