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

it('stamps the element around the module with its remote and build', async () => {
  const { container } = render(
    <RemoteSlot
      title="Library"
      module={{
        id: 'mf_library/LibraryPage',
        remote: 'mf_library',
        load: async () => ({ default: Page, build: 'b-7' }),
      }}
    />,
  );
  await screen.findByRole('heading', { name: 'My Library' });
  const slot = container.querySelector('[data-remote="mf_library"]');
  expect(slot?.getAttribute('data-build')).toBe('b-7');
});

it('starts a fresh load on Retry, so a remote that threw runs its fixed build', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('render bug');
  };
  const load = vi
    .fn()
    .mockResolvedValueOnce({ default: Broken, build: 'b-1' })
    .mockResolvedValue({ default: Page, build: 'b-2' });
  render(
    <RemoteSlot title="Library" module={{ id: 'mf_library/LibraryPage', remote: 'mf_library', load }} />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5_000 }));
  expect(await screen.findByRole('heading', { name: 'My Library' }, { timeout: 5_000 })).toBeTruthy();
  expect(load.mock.calls).toEqual([[{ fresh: false }], [{ fresh: true }]]);
});

it('heals a chunk gone while rendering by one fresh load, without showing the fallback', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const chunkGone = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  const Stale = () => {
    throw chunkGone;
  };
  const load = vi
    .fn()
    .mockResolvedValueOnce({ default: Stale, build: 'old' })
    .mockResolvedValue({ default: Page, build: 'new' });
  const { container } = render(
    <RemoteSlot title="Library" module={{ id: 'mf_library/LibraryPage', remote: 'mf_library', load }} />,
  );
  // two loads and two renders: give a busy machine time for both
  expect(await screen.findByRole('heading', { name: 'My Library' }, { timeout: 5_000 })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(container.querySelector('[data-remote]')?.getAttribute('data-build')).toBe('new');
  expect(load.mock.calls).toEqual([[{ fresh: false }], [{ fresh: true }]]);
});

it('heals a gone chunk once only: a new build that also fails shows the fallback', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stale = () => {
    throw Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  };
  const load = vi.fn().mockResolvedValue({ default: Stale });
  render(
    <RemoteSlot title="Library" module={{ id: 'mf_library/LibraryPage', remote: 'mf_library', load }} />,
  );
  expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
    'Library is unavailable right now.',
  );
  expect(load).toHaveBeenCalledTimes(2);
});
