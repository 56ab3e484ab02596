import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RemoteSlot } from './remote-slot.tsx';

afterEach(cleanup);

function Page() {
  return <h1>My Library</h1>;
}

it('renders the remote module once it loads', async () => {
  render(
    <RemoteSlot
      title="Library"
      module={{ id: 'mf_library/LibraryPage', remote: 'mf_library', load: async () => ({ default: Page }) }}
    />,
  );
  expect(screen.getByText('Loading...')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'My Library' })).toBeTruthy();
});

it('shows the fallback when loading fails, and Retry loads again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = vi
    .fn()
    .mockRejectedValueOnce(new Error('manifest fetch failed'))
    .mockResolvedValue({ default: Page });
  render(
    <RemoteSlot title="Library" module={{ id: 'mf_library/LibraryPage', remote: 'mf_library', load }} />,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('Library is unavailable right now.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'My Library' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows the fallback when the remote throws while rendering, not a blank page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('render bug');
  };
  render(
    <div>
      <p>layout</p>
      <RemoteSlot
        title="Discover"
        module={{
          id: 'mf_discover/DiscoverPage',
          remote: 'mf_discover',
          load: async () => ({ default: Broken }),
        }}
      />
    </div>,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('Discover is unavailable');
  expect(screen.getByText('layout')).toBeTruthy();
});

it('does not carry one module failure over to another module rendered in the same place', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Recent = () => <h1>Recently Played</h1>;
  const failing = {
    id: 'mf_upload/UploadPage',
    remote: 'mf_upload',
    load: () => Promise.reject(new Error('down')),
  };
  const healthy = {
    id: 'mf_library/RecentPage',
    remote: 'mf_library',
    load: async () => ({ default: Recent }),
  };
  const { rerender } = render(<RemoteSlot title="Upload" module={failing} />);
  expect((await screen.findByRole('alert')).textContent).toContain('Upload is unavailable');
  rerender(<RemoteSlot title="Recently played" module={healthy} />);
  expect(await screen.findByRole('heading', { name: 'Recently Played' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
