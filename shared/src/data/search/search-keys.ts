/** Key factory for Discover's search groups (artists, playlists); tracks keep discovery's keys. */
export const searchKeys = {
  all: ['search'] as const,
  group: (group: 'artists' | 'playlists', text: string, size: 'preview' | 'all') =>
    ['search', group, text, size] as const,
};
