import { StoreProvider } from '@hifi/shared';
import { hifiStore, sessionAtom } from '@hifi/shared/store-in-tests';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LibraryPage } from './library-page.tsx';

afterEach(cleanup);

it('opens on My Uploads, shows Loading... while the session resolves, and switches to My Likes', async () => {
  hifiStore.set(sessionAtom, { status: 'loading' });
  render(
    <StoreProvider>
      <LibraryPage />
    </StoreProvider>,
  );
  // The kit's tabs load with the first page that shows them (shared/src/ui/tabs.tsx).
  expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
  const uploads = await screen.findByRole('tab', { name: 'My Uploads' });
  expect(uploads.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').textContent).toBe('Loading...');
  // Radix tabs activate on mouse down (and on keyboard focus), not on click alone.
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'My Likes' }));
  expect(screen.getByRole('tab', { name: 'My Likes' }).getAttribute('aria-selected')).toBe('true');
});
