import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RemoteSlot } from './remote-slot.tsx';

afterEach(cleanup);

function Page() {
  return <h1>My Library</h1>;
}

it('renders the remote module once it loads', async () => {
  render(
    <RemoteSlot title="Library" module={{ remote: 'mf_library', load: async () => ({ default: Page }) }} />,
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
  render(<RemoteSlot title="Library" module={{ remote: 'mf_library', load }} />);
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
        module={{ remote: 'mf_discover', load: async () => ({ default: Broken }) }}
      />
    </div>,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('Discover is unavailable');
  expect(screen.getByText('layout')).toBeTruthy();
});
