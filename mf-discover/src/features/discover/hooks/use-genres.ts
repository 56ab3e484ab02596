import { genresOptions, hifiQueryClient } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

const NONE: string[] = [];

/** The genres that exist, for the filter; empty until loaded or if the read fails. */
export function useGenres(): string[] {
  // on failure the select still offers All Genres; the list below works without it
  return useQuery(genresOptions(), hifiQueryClient).data ?? NONE;
}
