/** Key factory for the library's reads, so a mutation invalidates exactly what was read. */
export const libraryKeys = {
  all: ['library'] as const,
  uploads: (userId: string) => ['library', 'uploads', userId] as const,
  likes: (userId: string) => ['library', 'likes', userId] as const,
  recent: (userId: string) => ['library', 'recent', userId] as const,
};
