import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { addGenre, removeGenre } from './genre-tags.ts';

export interface GenreTagInputProps {
  genres: string[];
  onChange(genres: string[]): void;
  disabled?: boolean;
}

/** Genre tag entry of the upload form and the edit dialog: Enter or + adds, a chip click removes. */
export function GenreTagInput({ genres, onChange, disabled }: GenreTagInputProps) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = () => {
    onChange(addGenre(genres, typed));
    setTyped('');
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Genres
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          disabled={disabled}
          placeholder="Add a genre"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds a tag; it must not submit the surrounding form.
              e.preventDefault();
              add();
            }
          }}
          className="flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm"
        />
        <button
          type="button"
          aria-label="Add genre"
          disabled={disabled}
          onClick={add}
          className="rounded-md border border-slate-700 px-3 hover:bg-slate-800"
        >
          <Plus className="size-4" />
        </button>
      </div>
      {genres.length > 0 && (
        <ul aria-label="Selected genres" className="flex flex-wrap gap-2">
          {genres.map((genre) => (
            <li key={genre}>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove genre ${genre}`}
                onClick={() => onChange(removeGenre(genres, genre))}
                className="inline-flex items-center gap-1 rounded-full bg-slate-800 px-3 py-1 text-xs hover:bg-slate-700"
              >
                {genre}
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
