/** Adds a typed genre tag: trimmed; blank and duplicate entries are ignored (SPEC §5). */
export function addGenre(genres: readonly string[], typed: string): string[] {
  const genre = typed.trim();
  if (!genre || genres.includes(genre)) return [...genres];
  return [...genres, genre];
}

export function removeGenre(genres: readonly string[], genre: string): string[] {
  return genres.filter((g) => g !== genre);
}
