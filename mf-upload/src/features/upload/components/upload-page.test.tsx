import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { UploadPage } from './upload-page.tsx';

afterEach(cleanup);

it('renders the upload heading and the lossless formats line', () => {
  render(<UploadPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Upload Audio' })).toBeTruthy();
  expect(screen.getByText('Lossless formats only: WAV, FLAC, M4A (ALAC)')).toBeTruthy();
});
