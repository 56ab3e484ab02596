/** Key factory for the feed (the tracks of the artists a member follows). */
export const feedKeys = {
  all: ['feed'] as const,
  pages: (userId: string) => ['feed', userId] as const,
};
