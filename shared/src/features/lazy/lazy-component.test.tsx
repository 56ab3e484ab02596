import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

afterEach(cleanup);

it("fetches its code once, whether asked by load() or by its first render, and draws once it's here", async () => {
  let finish: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => ReactElement>((resolve) => {
        finish = () => resolve(({ name }) => <p>{name}</p>);
      }),
  );
  const Component = lazyComponent(load);
  render(<Component name="Analysis" />);
  const loading = Component.load();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Analysis')).toBeNull();
  await act(async () => {
    finish();
    await loading;
  });
  expect(screen.getByText('Analysis')).toBeTruthy();
  await Component.load();
  expect(load).toHaveBeenCalledTimes(1);
});
