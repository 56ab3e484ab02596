/** How a release page was reached: /release/{id}, or the secret link /s/{token}. */
export type ReleaseRef = { id: string } | { link: string };

/** Key factory for releases, so a change refreshes every view that read them. */
export const releaseKeys = {
  all: ['releases'] as const,
  /** one release's page as `viewerId` (null: a visitor) may read it */
  detail: (ref: ReleaseRef, viewerId: string | null) => ['releases', 'detail', ref, viewerId] as const,
  /** a member's releases as `viewerId` may see them */
  byUser: (userId: string, viewerId: string | null) => ['releases', 'user', userId, viewerId] as const,
};
