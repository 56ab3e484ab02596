import type { Track } from '@hifi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EditTrackDialog } from './edit-track-dialog.tsx';

afterEach(cleanup);

const track = {
  id: 't1',
  title: 'Night drive',
  description: 'first take',
  genres: ['synth'],
} as Track;

it('edits title, description and genres and hands back the trimmed values', () => {
  const onSave = vi.fn();
  render(<EditTrackDialog track={track} saving={false} onCancel={() => {}} onSave={onSave} />);
  expect(screen.getByRole('dialog', { name: 'Edit Audio File' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Night drive (master) ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '   ' } });
  fireEvent.change(screen.getByLabelText('Genres'), { target: { value: 'ambient' } });
  fireEvent.keyDown(screen.getByLabelText('Genres'), { key: 'Enter' });
  expect((screen.getByRole('switch', { name: 'Allow downloads' }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('switch', { name: 'Allow downloads' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  // No cover change: undefined keeps the stored one.
  expect(onSave).toHaveBeenCalledWith(
    {
      title: 'Night drive (master)',
      description: null,
      genres: ['synth', 'ambient'],
      download_allowed: true,
      visibility: 'public',
      licence: 'all-rights-reserved',
      publish_at: null,
    },
    undefined,
  );
});

it('shows Updating... and blocks a second save while saving; Cancel closes', () => {
  const onCancel = vi.fn();
  const { rerender } = render(<EditTrackDialog track={track} saving onCancel={onCancel} onSave={() => {}} />);
  const busy = screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement;
  expect(busy.disabled).toBe(true);
  rerender(<EditTrackDialog track={track} saving={false} onCancel={onCancel} onSave={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});
