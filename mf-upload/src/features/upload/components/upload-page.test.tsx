import { hifiStore, StoreProvider, sessionAtom, Toaster } from '@hifi/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { UploadPage } from './upload-page.tsx';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  hifiStore.set(sessionAtom, { status: 'signed-out' });
});

const renderPage = () =>
  render(
    <StoreProvider>
      <MemoryRouter>
        <UploadPage />
        <Toaster />
      </MemoryRouter>
    </StoreProvider>,
  );

it('renders the form with the lossless line, the terms link and the upload button', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Upload Audio' })).toBeTruthy();
  expect(screen.getByText('Lossless formats only: WAV, FLAC, M4A (ALAC)')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  expect(screen.getByRole('button', { name: 'Upload Audio' })).toBeTruthy();
  expect((screen.getByLabelText('Audio file') as HTMLInputElement).accept).toContain('.flac');
});

it('keeps what is typed in the draft and restores it with the interrupted file on the next visit', () => {
  renderPage();
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Night drive' } });
  fireEvent.change(screen.getByLabelText('Genres'), { target: { value: 'synth' } });
  fireEvent.keyDown(screen.getByLabelText('Genres'), { key: 'Enter' });
  expect(JSON.parse(localStorage.getItem('currentUpload') ?? '{}')).toMatchObject({
    title: 'Night drive',
    selectedGenres: ['synth'],
  });
  cleanup();
  const stored = JSON.parse(localStorage.getItem('currentUpload') ?? '{}');
  localStorage.setItem(
    'currentUpload',
    JSON.stringify({ ...stored, storageId: 'x.flac', fileName: 'night.flac' }),
  );
  renderPage();
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Night drive');
  expect(screen.getByRole('button', { name: 'Remove genre synth' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('night.flac');
});

it('asks for a file and a session before anything is sent, and keeps the button ready', async () => {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Upload Audio' }));
  await waitFor(() => expect(screen.getByText('Please upload an audio file and sign in')).toBeTruthy());
  expect(screen.getByRole('button', { name: 'Upload Audio' })).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
