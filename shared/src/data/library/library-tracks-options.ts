import { queryOptions } from '@tanstack/react-query';
import { userTracksQuery } from '../tracks/user-tracks-query.ts';
import { libraryKeys } from './library-keys.ts';
import { likedTracksQuery } from './liked-tracks-query.ts';

export type LibraryTab = 'uploads' | 'likes';

/** One tab of the member's library: their uploads, newest first, or the tracks they like. */
export const libraryTracksOptions = (tab: LibraryTab, userId: string) =>
  queryOptions({
    queryKey: libraryKeys[tab](userId),
    queryFn: () => (tab === 'uploads' ? userTracksQuery(userId) : likedTracksQuery(userId)),
  });
