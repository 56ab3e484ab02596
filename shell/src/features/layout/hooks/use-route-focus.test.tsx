import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus.ts';

afterEach(cleanup);

const mainElement = () => document.getElementById('main');

/** A main area whose page heading arrives late, as a remote's does. */
function Layout() {
  const [heading, setHeading] = useState(false);
  const navigate = useNavigate();
  useRouteFocus(mainElement);
  return (
    <>
      <button type="button" onClick={() => navigate('/library')}>
        Go
      </button>
      <button type="button" onClick={() => setHeading(true)}>
        Show heading
      </button>
      <main id="main">{heading && <h1>My Library</h1>}</main>
    </>
  );
}

function start() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Layout />
    </MemoryRouter>,
  );
  act(() => screen.getByRole('button', { name: 'Go' }).click());
}

it('moves focus to a heading that appears after the route change', async () => {
  start();
  await act(async () => screen.getByRole('button', { name: 'Show heading' }).click());
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Library' }));
});

it('leaves focus alone once the user pressed a key before the heading came', async () => {
  start();
  const other = screen.getByRole('button', { name: 'Show heading' });
  other.focus();
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }));
  });
  await act(async () => other.click());
  expect(document.activeElement).toBe(other);
});
