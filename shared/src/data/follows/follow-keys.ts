/** Key factory for follows, so following someone refreshes every view that read it. */
export const followKeys = {
  all: ['follows'] as const,
  /** does `followerId` follow `followeeId` */
  status: (followerId: string, followeeId: string) => ['follows', 'status', followerId, followeeId] as const,
  /** artists to suggest to `userId` on an empty feed */
  suggestions: (userId: string) => ['follows', 'suggestions', userId] as const,
  /** a profile's followers or the members it follows */
  list: (userId: string, direction: 'followers' | 'following') =>
    ['follows', 'list', userId, direction] as const,
};
