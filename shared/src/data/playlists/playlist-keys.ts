/** Key factory for playlists, so a change refreshes every view that read them. */
export const playlistKeys = {
  all: ['playlists'] as const,
  /** the playlists `userId` owns or edits (the dialog, the sidebar, the Library tab) */
  editable: (userId: string) => ['playlists', 'editable', userId] as const,
  /**
   * one playlist's page, opened by its id or its secret link, as `viewerId` (null: a visitor)
   * may read it: signing in or out changes what it shows
   */
  detail: (ref: PlaylistRef, viewerId: string | null) => ['playlists', 'detail', ref, viewerId] as const,
};

/** How a playlist page was reached: /playlist/{id}, or the secret link /s/{token}. */
export type PlaylistRef = { id: string } | { link: string };
