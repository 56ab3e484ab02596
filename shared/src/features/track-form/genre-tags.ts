/** Adds a typed genre tag: trimmed; blank and duplicate entries are ignored (docs/product.md#5-validation-rules). */
export function addGenre(genres: readonly string[], typed: string): string[] {
  const genre = typed.trim();
  if (!genre || genres.includes(genre)) return [...genres];
  return [...genres, genre];
}

export function removeGenre(genres: readonly string[], genre: string): string[] {
  return genres.filter((g) => g !== genre);
}
