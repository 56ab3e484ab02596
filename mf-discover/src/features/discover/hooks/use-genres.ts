import { genresQuery } from '@hifi/shared';
import { useEffect, useState } from 'react';

/** The genres that exist, for the filter; empty until loaded or if the read fails. */
export function useGenres(): string[] {
  const [genres, setGenres] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    genresQuery()
      .then((list) => {
        if (current) setGenres(list);
      })
      // the select still offers All Genres; the list below works without it
      .catch((error: unknown) => console.error('could not read genres', error));
    return () => {
      current = false;
    };
  }, []);
  return genres;
}
