/** Key factory for playlists, so a change refreshes every view that read them. */
export const playlistKeys = {
  all: ['playlists'] as const,
  /** the playlists `userId` owns or edits (the dialog, the sidebar, the Library tab) */
  editable: (userId: string) => ['playlists', 'editable', userId] as const,
  /** one playlist's page, opened by its id or its secret link */
  detail: (ref: PlaylistRef) => ['playlists', 'detail', ref] as const,
};

/** How a playlist page was reached: /playlist/{id}, or the secret link /s/{token}. */
export type PlaylistRef = { id: string } | { link: string };
