import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useSession } from './hooks.tsx';
import { sessionAtom } from './session-atom.ts';
import { hifiStore } from './store.ts';

afterEach(cleanup);

function SessionStatus() {
  return <p>{useSession().status}</p>;
}

it('reads the one store without a Provider, so a remote sees what the shell wrote', () => {
  render(<SessionStatus />);
  expect(screen.getByText('loading')).toBeTruthy();
  act(() => hifiStore.set(sessionAtom, { status: 'signed-out' }));
  expect(screen.getByText('signed-out')).toBeTruthy();
});
