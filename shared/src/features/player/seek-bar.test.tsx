import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SeekBar } from './seek-bar.tsx';

afterEach(cleanup);

it('shows elapsed and total time as m:ss', () => {
  render(<SeekBar currentTime={65.4} duration={185} onSeek={() => {}} />);
  expect(screen.getByTestId('elapsed').textContent).toBe('1:05');
  expect(screen.getByTestId('duration').textContent).toBe('3:05');
  expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe('1:05 of 3:05');
});

it('seeks to where it is clicked', () => {
  const onSeek = vi.fn();
  render(<SeekBar currentTime={0} duration={200} onSeek={onSeek} />);
  const slider = screen.getByRole('slider', { name: 'Seek' });
  slider.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 16 }) as DOMRect;
  fireEvent.click(slider, { clientX: 200 });
  expect(onSeek).toHaveBeenCalledWith(50);
});

it('steps with the keyboard and stays within the track', () => {
  const onSeek = vi.fn();
  render(<SeekBar currentTime={2} duration={200} onSeek={onSeek} />);
  const slider = screen.getByRole('slider', { name: 'Seek' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'ArrowLeft' });
  fireEvent.keyDown(slider, { key: 'End' });
  expect(onSeek.mock.calls).toEqual([[7], [0], [200]]);
});

it('does nothing while the duration is unknown', () => {
  const onSeek = vi.fn();
  render(<SeekBar currentTime={0} duration={Number.NaN} onSeek={onSeek} />);
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'End' });
  expect(onSeek).not.toHaveBeenCalled();
  expect(screen.getByTestId('duration').textContent).toBe('0:00');
});
