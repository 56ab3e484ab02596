import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { GenreTagInput } from './genre-tag-input.tsx';

afterEach(cleanup);

function Harness() {
  const [genres, setGenres] = useState<string[]>([]);
  return (
    <form onSubmit={() => document.body.setAttribute('data-submitted', 'yes')}>
      <GenreTagInput genres={genres} onChange={setGenres} />
    </form>
  );
}

const chips = () => screen.queryAllByRole('button', { name: /^Remove genre / }).map((b) => b.textContent);

it('adds trimmed tags with Enter or +, ignores blank and duplicate ones, removes on chip click', () => {
  render(<Harness />);
  const input = screen.getByLabelText('Genres');
  fireEvent.change(input, { target: { value: '  jazz  ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.change(input, { target: { value: 'ambient' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add genre' }));
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.change(input, { target: { value: 'jazz' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(chips()).toEqual(['jazz', 'ambient']);
  expect((input as HTMLInputElement).value).toBe('');
  expect(document.body.getAttribute('data-submitted')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Remove genre jazz' }));
  expect(chips()).toEqual(['ambient']);
});
